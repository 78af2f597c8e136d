import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import type { CurrentUser } from '@travel/contracts/accounts';
import { formatBirthday } from '../lib/dates';

/** Email and date of birth: shown, not editable; birthday changes go through support. */
export function ReadOnlyProfile({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('accounts');
  return (
    <Alert variant="light" color="gray" icon={<IconLock aria-hidden />}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="dl" m={0}>
          <div>
            <Text component="dt" size="sm" c="gray.7">
              {t('fields.email')}
            </Text>
            <Text component="dd" m={0} fw={600} style={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Text>
          </div>
          <div>
            <Text component="dt" size="sm" c="gray.7">
              {t('fields.birthday')}
            </Text>
            <Text component="dd" m={0} fw={600}>
              {formatBirthday(user.birthday) || t('edit.notSet')}
            </Text>
          </div>
        </SimpleGrid>
        <Text size="sm">{t('edit.readOnlyNote')}</Text>
      </Stack>
    </Alert>
  );
}
