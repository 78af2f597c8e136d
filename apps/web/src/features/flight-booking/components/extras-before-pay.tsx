import { useState } from 'react';
import { Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { ErrorBox } from '../../../components/error-box';
import { OrderPriceLines } from '../../../products/flight/flight-order/order-price-lines';
import { PaymentDeadline } from '../../../components/order-status/order-status';
import { LoadingState } from '../../../components/page-states';
import { Price } from '../../../components/price';
import { SeatsAndExtrasStep } from '../../../products/flight/seat-picker/seats-and-extras-step';
import { useOrderDetail } from '../../../products/flight/order-detail';
import { type OrderRef } from '../../../lib/order-access';

/**
 * /book after `POST /api/Book`, before `POST /api/Payment` (pay now): seats and extras are
 * priced into the order, so the traveller chooses them (or skips) first, then sees the order's
 * price lines with those items and pays that total. The price lines come from the order itself
 * and refresh as seats and services are saved.
 */
export function ExtrasBeforePay({
  orderRef,
  deadlineAt,
  paying,
  onPay,
}: {
  orderRef: OrderRef;
  deadlineAt: string;
  paying: boolean;
  onPay: () => void;
}) {
  const { t } = useTranslation('flight-booking');
  const [phase, setPhase] = useState<'extras' | 'review'>('extras');
  const order = useOrderDetail(orderRef);

  const priceLines = () => {
    if (order.isPending) return <LoadingState rows={3} />;
    if (order.isError) {
      return <ErrorBox error={order.error} ns="payment" onRetry={() => void order.refetch()} />;
    }
    return <OrderPriceLines lines={order.data.lines} total={order.data.totalPrice} />;
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md" component="section" aria-labelledby="book-extras-heading">
          <Title order={2} size="h3" id="book-extras-heading">
            {phase === 'extras' ? t('extras.title') : t('extras.reviewTitle')}
          </Title>
          <Text size="sm" c="gray.7">
            {phase === 'extras'
              ? t('extras.intro', { orderNo: orderRef.orderNo })
              : t('extras.reviewText')}
          </Text>
          <PaymentDeadline deadlineAt={deadlineAt} />
          {phase === 'extras' ? (
            <SeatsAndExtrasStep
              orderNo={orderRef.orderNo}
              email={orderRef.email}
              onDone={() => setPhase('review')}
            />
          ) : (
            <Group gap="sm">
              <Button size="lg" onClick={onPay} loading={paying} disabled={!order.isSuccess}>
                {t('extras.pay')}&nbsp;
                {order.isSuccess ? (
                  <Price
                    amountMinor={order.data.totalPrice}
                    currency={order.data.currency}
                    inherit
                  />
                ) : null}
              </Button>
              <Button variant="default" onClick={() => setPhase('extras')} disabled={paying}>
                {t('extras.change')}
              </Button>
            </Group>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="book-order-price">
          <Title order={2} size="h4" id="book-order-price" mb="sm">
            {t('price.title')}
          </Title>
          {priceLines()}
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
