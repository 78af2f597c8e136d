import type { ReactNode } from 'react';
import {
  Alert,
  Button,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Placeholder rows in the shape of the content, announced as busy to screen readers. */
export function LoadingState({ rows = 4, label }: { rows?: number; label?: string }) {
  const { t } = useTranslation('accounts');
  return (
    <Stack gap="sm" aria-busy="true" aria-live="polite">
      <VisuallyHidden>{label ?? t('states.loading')}</VisuallyHidden>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={index === 0 ? 28 : 44} width={index === 0 ? '40%' : '100%'} />
      ))}
    </Stack>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation('accounts');
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

export function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text?: string;
  action?: ReactNode;
}) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={2} size="h4">
          {title}
        </Title>
        {text ? (
          <Text c="gray.7" maw={420}>
            {text}
          </Text>
        ) : null}
        {action}
      </Stack>
    </Paper>
  );
}
