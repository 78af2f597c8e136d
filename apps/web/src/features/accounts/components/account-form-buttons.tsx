import { Button, Group } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { Link } from '../../../lib/router';

/** The foot of a form under /account: submit, and Cancel back to the account home. */
export function AccountFormButtons({
  label,
  loading,
  disabled,
}: {
  label: string;
  loading: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation('accounts');
  return (
    <Group gap="sm">
      <Button type="submit" loading={loading} disabled={disabled}>
        {label}
      </Button>
      <Button component={Link} to="/account" variant="default">
        {t('edit.cancel')}
      </Button>
    </Group>
  );
}
