import { Alert, Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';

/**
 * The "offers expired" banner, shown 30 minutes after the search: its own chunk keeps Mantine's
 * Alert out of the /flights first load.
 */
export function ExpiredNotice({ onSearchAgain }: { onSearchAgain: () => void }) {
  const { t } = useTranslation('flights');
  return (
    <Alert
      color="orange"
      variant="light"
      role="alert"
      icon={<IconRefresh size={20} aria-hidden="true" />}
    >
      {t('results.expired')}{' '}
      <Button size="xs" variant="white" onClick={onSearchAgain} ml="xs">
        {t('fares.searchAgain')}
      </Button>
    </Alert>
  );
}
