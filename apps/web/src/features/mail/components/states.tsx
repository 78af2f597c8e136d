import type { ReactNode } from 'react';
import { Alert, Button, Paper, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Loading, failure and empty states of the mail pages. */
export function LoadingState({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation('mail');
  return (
    <Stack gap="sm" aria-busy="true" aria-live="polite">
      <VisuallyHidden>{t('states.loading')}</VisuallyHidden>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={64} />
      ))}
    </Stack>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation('mail');
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" title={message}>
      {onRetry ? (
        <Button
          mt="xs"
          size="xs"
          variant="white"
          color="red"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={onRetry}
        >
          {t('states.retry')}
        </Button>
      ) : null}
    </Alert>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Text ta="center" c="gray.7">
        {children}
      </Text>
    </Paper>
  );
}
