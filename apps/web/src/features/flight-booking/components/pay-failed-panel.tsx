import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCreditCardOff } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { PaymentDeadline, READABLE_ALERT } from '../../../components/order-status/order-status';
import { useErrorText } from '../../../lib/error-message';
import { orderPayPath, orderViewPath } from '../../../lib/order-access';

/**
 * The order was created but the payment failed (declined card, expired card, short balance):
 * the message, and the order stays payable until its deadline from the payment page.
 */
export function PayFailedPanel({
  orderNo,
  deadlineAt,
  error,
  signedIn,
}: {
  orderNo: string;
  deadlineAt: string;
  error: unknown;
  signedIn: boolean;
}) {
  const { t } = useTranslation('flight-booking');
  const errorText = useErrorText('payment');
  return (
    <Stack gap="md">
      <Alert
        color="red"
        styles={READABLE_ALERT}
        role="alert"
        icon={<IconCreditCardOff size={20} aria-hidden="true" />}
        title={t('payFailed.title')}
      >
        <Stack gap="xs">
          <Text size="sm" fw={600} data-testid="payment-error">
            {errorText(error)}
          </Text>
          <Text size="sm">{t('payFailed.text', { orderNo })}</Text>
        </Stack>
      </Alert>
      <PaymentDeadline deadlineAt={deadlineAt} />
      <Group gap="sm">
        <Button component={Link} to={orderPayPath(orderNo, signedIn)}>
          {t('payFailed.payNow')}
        </Button>
        <Button component={Link} to={orderViewPath(orderNo, signedIn)} variant="default">
          {t('payFailed.viewOrder')}
        </Button>
      </Group>
    </Stack>
  );
}
