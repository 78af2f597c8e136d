import { useRef } from 'react';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { PaymentBody } from '@travel/contracts/payments';
import type { CruiseOrderDetail, TourOrderDetail } from '@travel/contracts/tour-orders';
import { PayForm } from '../../../components/payment/pay-form';
import { READABLE_ALERT } from '../../../components/order-status/order-status';
import { Price } from '../../../components/price';
import { useTranslation } from '../../../lib/i18n';
import { localeTagOf, useLanguage } from '../../../lib/language';
import { newIdempotencyKey, orderKeys, type OrderRef } from '../../../lib/order-access';
import { TOUR_ORDER_NAMESPACE, localDay } from '../order-facts';
import { payBalance } from './pay-balance';

/**
 * The balance of a booking paid with a deposit: how much and by when, and (for whoever may act
 * on the order) the card form that pays it (`POST /api/PayBalance`: by card or agent balance),
 * or the hosted checkout's secure page (`POST /api/PayStripe` with `purpose: 'balance'`; its
 * return page sends the traveller back here). Past the final payment date it is still taken
 * until departure, said in words. Once paid the order is read again and the section goes.
 */
export function BalanceDue({
  order,
  orderRef,
  readOnly,
  isAgent,
}: {
  order: TourOrderDetail | CruiseOrderDetail;
  orderRef: OrderRef;
  readOnly: boolean;
  isAgent: boolean;
}) {
  const { t } = useTranslation(TOUR_ORDER_NAMESPACE);
  const localeTag = localeTagOf(useLanguage());
  const client = useQueryClient();
  const attempt = useRef<{ body: string; key: string } | null>(null);
  if (order.balanceDue <= 0 || !['paid', 'issued'].includes(order.status)) return null;
  const { orderNo } = orderRef;
  const date = order.finalPaymentDate ? localDay(order.finalPaymentDate, localeTag, true) : null;
  // The departure city's calendar day against the browser's: close enough to word a late balance.
  const late = order.finalPaymentDate !== null && order.finalPaymentDate < todayUtc();

  // One key per attempt: the same card sent again replays, a new card is a new attempt.
  const pay = async (body: PaymentBody) => {
    const serialised = JSON.stringify(body);
    if (attempt.current?.body !== serialised) {
      attempt.current = { body: serialised, key: newIdempotencyKey() };
    }
    try {
      await payBalance(body, attempt.current.key);
    } finally {
      await client.invalidateQueries({ queryKey: orderKeys.detail(orderNo) });
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="tour-balance">
      <Stack gap="sm">
        <Title order={2} size="h4" id="tour-balance">
          {t('balance.title')}
        </Title>
        <Text size="sm" data-testid="tour-balance-due">
          <Price amountMinor={order.balanceDue} currency={order.currency} fw={700} inherit />{' '}
          {date ? t('balance.dueBy', { date }) : t('balance.due')}
        </Text>
        {late ? (
          <Alert color="orange" styles={READABLE_ALERT} role="status">
            {t('balance.late')}
          </Alert>
        ) : null}
        {order.canPayBalance && !readOnly ? (
          <PayForm
            orderNo={orderNo}
            email={orderRef.email ?? undefined}
            amount={order.balanceDue}
            currency={order.currency}
            isAgent={isAgent}
            ns={TOUR_ORDER_NAMESPACE}
            checkoutPurpose="balance"
            onPay={pay}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}

const todayUtc = (): string => new Date().toISOString().slice(0, 10);
