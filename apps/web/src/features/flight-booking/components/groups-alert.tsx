import { Alert, List } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { READABLE_ALERT } from '../../../components/order-status/order-status';
import type { BookingGroup } from '../lib/validate-booking';

/**
 * "Some details need your attention": the groups to check after a refused submit (spec §5),
 * plus the server's codes for a group it refused. Loaded when first needed (issue 10).
 */
export function GroupsAlert({ groups, codes }: { groups: BookingGroup[]; codes: string[] }) {
  const { t } = useTranslation('flight-booking');
  return (
    <Alert color="red" role="alert" title={t('validation.groupsTitle')} styles={READABLE_ALERT}>
      <List size="sm">
        {groups.map((group) => (
          <List.Item key={group}>{t(`validation.groups.${group}`)}</List.Item>
        ))}
        {codes.map((code) => (
          <List.Item key={code}>{t(`errors.${code}`)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
