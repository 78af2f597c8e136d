import { useRef, useState } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import type { HotelOrderDetail } from '@travel/contracts/hotel-orders';
import type { PaymentBody } from '@travel/contracts/flight-booking';
import { CardFields } from '../../../components/payment/card-fields';
import {
  cardPaymentOf,
  type CardField,
  type CardValues,
} from '../../../components/payment/card-values';
import { useCardForm } from '../../../components/payment/use-card-form';
import { PayMethodChoice, type PayMethod } from '../../../components/payment/pay-method';
import { READABLE_ALERT } from '../../../components/order-status/order-status';
import { Price } from '../../../components/price';
import { useErrorText } from '../../../lib/error-message';
import { orderKeys } from '../../../products/flight/order-detail';
import { newIdempotencyKey, payOrder } from '../../../products/flight/pay-order';
import { hotelBookingKeys } from '../api/hotel-detail';
import type { HotelOrderRef } from '../api/hotel-order';

/**
 * Pays a hotel order awaiting payment with `POST /api/Payment` (card in the body only, or the
 * agent balance). One key per attempt: the same card sent again replays, a new card is a new
 * attempt. On success the order is read again and shows Confirmed.
 */
export function HotelPayForm({
  order,
  orderRef,
  isAgent,
}: {
  order: HotelOrderDetail;
  orderRef: HotelOrderRef;
  isAgent: boolean;
}) {
  const { t } = useTranslation('hotel-booking');
  const errorText = useErrorText('payment');
  const client = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const [method, setMethod] = useState<PayMethod>('card');
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const byCard = !isAgent || method === 'card';

  const form = useCardForm(byCard, t);

  const pay = async (values: { card: CardValues }) => {
    setError(null);
    setPaying(true);
    const email = orderRef.email ?? undefined;
    const body: PaymentBody = byCard
      ? { orderNo: order.orderNo, email, method: 'card', card: cardPaymentOf(values.card) }
      : { orderNo: order.orderNo, email, method: 'balance' };
    const serialised = JSON.stringify(body);
    if (attempt.current?.body !== serialised) {
      attempt.current = { body: serialised, key: newIdempotencyKey() };
    }
    try {
      await payOrder(body, attempt.current.key);
      await client.invalidateQueries({ queryKey: hotelBookingKeys.order(order.orderNo) });
      void client.invalidateQueries({ queryKey: orderKeys.lists() });
    } catch (caught) {
      setError(caught);
      void client.invalidateQueries({ queryKey: hotelBookingKeys.order(order.orderNo) });
    } finally {
      setPaying(false);
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={form.onSubmit(pay, () =>
        requestAnimationFrame(() =>
          formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
        ),
      )}
    >
      <Stack gap="md">
        {isAgent ? <PayMethodChoice value={method} onChange={setMethod} disabled={paying} /> : null}
        {byCard ? (
          <CardFields
            values={form.values.card}
            bind={(field: CardField) => form.getInputProps(`card.${field}`)}
            disabled={paying}
          />
        ) : null}
        {error ? (
          <Alert color="red" role="alert" title={t('pay.failed')} styles={READABLE_ALERT}>
            <span data-testid="payment-error">{errorText(error)}</span>
          </Alert>
        ) : null}
        <Button type="submit" size="lg" loading={paying} w={{ base: '100%', sm: 'auto' }}>
          {t('pay.submit')}&nbsp;
          <Price
            amountMinor={order.total - order.paidNow - order.dueAtHotel}
            currency="USD"
            inherit
          />
        </Button>
      </Stack>
    </form>
  );
}
