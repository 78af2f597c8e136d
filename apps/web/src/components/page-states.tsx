import type { ReactNode } from 'react';
import { Paper, Skeleton, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../lib/i18n';

/**
 * Placeholder rows in the shape of the content, announced as busy to screen readers: a form
 * (a heading row, then field rows) or a list (rows of equal height).
 */
export function LoadingState({
  rows = 4,
  shape = 'form',
}: {
  rows?: number;
  shape?: 'form' | 'list';
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" aria-busy="true" aria-live="polite">
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      {Array.from({ length: rows }, (_, index) =>
        shape === 'list' ? (
          <Skeleton key={index} height={64} />
        ) : (
          <Skeleton
            key={index}
            height={index === 0 ? 28 : 44}
            width={index === 0 ? '40%' : '100%'}
          />
        ),
      )}
    </Stack>
  );
}

/** Nothing to show yet: an optional icon and title, a line of text and an optional action. */
export function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon?: ReactNode;
  title?: string;
  text?: string;
  action?: ReactNode;
}) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="xs" ta="center">
        {icon ? (
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
            {icon}
          </ThemeIcon>
        ) : null}
        {title ? (
          <Title order={2} size="h4">
            {title}
          </Title>
        ) : null}
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
