import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from '../lib/i18n';
import { useErrorText } from '../lib/error-message';

/**
 * A failed call shown in place of the content it should have produced (spec §8: home sections
 * show the error message where the carousel would be), with a retry when one makes sense. `ns`
 * is the feature namespace whose `errors.<code>` words come before the shared ones.
 */
export function ErrorBox({
  error,
  ns = 'common',
  onRetry,
}: {
  error: unknown;
  ns?: string;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText(ns);
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={20} aria-hidden="true" />}
      role="alert"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="red.9">
          {errorText(error)}
        </Text>
        {onRetry ? (
          <Button
            size="xs"
            variant="white"
            color="red.9"
            leftSection={<IconRefresh size={14} aria-hidden="true" />}
            onClick={onRetry}
          >
            {t('actions.retry')}
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
