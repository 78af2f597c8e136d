import { Button, Group, Stack, Text, Title, Paper } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { ERRORS } from '@travel/contracts/errors';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-message';

/** Codes with their own heading: unknown order, not yours, too late, already paid. */
const KNOWN: Record<string, string> = {
  [ERRORS.orderDoesNotExist.code]: 'notFound',
  [ERRORS.orderDoesNotExist1502.code]: 'notFound',
  [ERRORS.notAuthorisedForOrder.code]: 'notYours',
  [ERRORS.paymentTimeLimitExceeded.code]: 'tooLate',
  [ERRORS.paymentTimeLimitExceeded1506.code]: 'tooLate',
  [ERRORS.orderAlreadyPaid.code]: 'alreadyPaid',
};

/** A failed order load or payment in words (spec §5 errors), with the way back. */
export function OrderError({
  error,
  backTo,
  backLabel,
  onRetry,
}: {
  error: unknown;
  backTo: string;
  backLabel: string;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('orders');
  const errorText = useErrorText('orders');
  const known = error instanceof ApiError ? KNOWN[String(error.code)] : undefined;
  return (
    <Paper withBorder radius="md" p="xl" role="alert">
      <Stack align="center" ta="center" gap="sm">
        <IconAlertCircle size={40} aria-hidden="true" />
        <Title order={2} size="h3">
          {known ? t(`problems.${known}`) : t('problems.generic')}
        </Title>
        <Text c="gray.7" maw={480}>
          {errorText(error)}
        </Text>
        <Group>
          <Button component={Link} to={backTo} variant="default">
            {backLabel}
          </Button>
          {onRetry && !known ? <Button onClick={onRetry}>{t('problems.retry')}</Button> : null}
        </Group>
      </Stack>
    </Paper>
  );
}
