import type { ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { orderViewPath } from '../../../lib/order-access';
import { useErrorText } from '../../../lib/error-message';
import { useSession } from '../../../lib/session';

/**
 * A failed order load or exchange call in words (spec §8 "exchange failed or data invalid",
 * 1404, 1503, 1405), with the way back to the order or, for a visitor, to "Find your flight".
 */
export function OrderProblem({
  error,
  orderNo,
  title,
  action,
}: {
  error: unknown;
  orderNo: string;
  title?: string;
  action?: ReactNode;
}) {
  const { t } = useTranslation('exchange');
  const errorText = useErrorText('exchange');
  const signedIn = useSession() !== null;
  return (
    <Paper withBorder radius="md" p="xl" role="alert">
      <Stack align="center" ta="center" gap="sm">
        <IconAlertCircle size={40} aria-hidden="true" />
        <Title order={2} size="h3">
          {title ?? t('problemTitle')}
        </Title>
        <Text c="gray.7" maw={520}>
          {errorText(error)}
        </Text>
        <Group>
          <Button component={Link} to={orderViewPath(orderNo, signedIn)} variant="default">
            {t('backToOrder')}
          </Button>
          {action}
        </Group>
      </Stack>
    </Paper>
  );
}
