import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { BookedForCustomer } from '../../../components/book-for/booked-for-customer';
import { useTranslation } from '../../../lib/i18n';
import { FlightItinerary } from '../flight-itinerary/flight-itinerary';
import { OrderPriceLines } from '../flight-order/order-price-lines';
import { OrderTravellers } from '../flight-order/order-travellers';
import { formatInstant } from '../../../components/order-status/order-status';
import { OrderNumber } from '../../../components/order-number';
import { localeTagOf, useLanguage } from '../../../lib/language';
import type { OrderBodyProps } from '../..';
import { FlightOrderActions } from './flight-order-actions';
import { OrderPayments } from '../../../components/payment/order-payments';
import { OrderContact } from './order-facts';

/**
 * A flight order's body in the order shell (spec part 1 §2 orderDetail, issue §5): the shell's
 * status, actions and deadline countdown, then the flight's own: change flight and ticket status,
 * itinerary, travellers with tickets, contact, invoice, payments and price lines.
 */
export function FlightOrderBody({ order, orderRef, slots }: OrderBodyProps<'flight'>) {
  const { t } = useTranslation('orders');
  const localeTag = localeTagOf(useLanguage());
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Group justify="space-between" gap="sm" wrap="wrap">
            <OrderNumber label={t('detail.orderNo')} orderNo={order.orderNo} size="xl" />
            {slots.status}
          </Group>
          <Text size="sm" c="gray.7">
            {t('detail.bookedOn', {
              date: formatInstant(order.createdAt, localeTag),
              name: order.bookedByName,
            })}
            {order.issuedAt
              ? ` · ${t('detail.issuedOn', { date: formatInstant(order.issuedAt, localeTag) })}`
              : ''}
            {order.cancelledAt
              ? ` · ${t('detail.cancelledOn', { date: formatInstant(order.cancelledAt, localeTag) })}`
              : ''}
          </Text>
          <BookedForCustomer customer={order.customer} />
          <Group gap="sm" wrap="wrap">
            {slots.actions}
            <FlightOrderActions order={order} orderRef={orderRef} />
          </Group>
        </Stack>
      </Paper>
      {slots.deadline}
      {order.status === 'issueFailed' ? (
        <Text c="red.8" role="status">
          {t('detail.issueFailed')}
        </Text>
      ) : null}
      <Stack gap="sm" component="section" aria-labelledby="order-itinerary">
        <Title order={2} size="h4" id="order-itinerary">
          {t('detail.itinerary')}
        </Title>
        <FlightItinerary trips={order.trips} tripType={order.tripType} />
        <Text size="sm" c="gray.7">
          {t('detail.fare', { brand: order.brand.name })}
        </Text>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="order-travellers">
        <Title order={2} size="h4" id="order-travellers">
          {t('detail.travellers')}
        </Title>
        <OrderTravellers travellers={order.travellers} />
      </Stack>
      <OrderContact order={order} />
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="order-payments">
        <Title order={2} size="h4" id="order-payments" mb="xs">
          {t('detail.payments')}
        </Title>
        <OrderPayments payments={order.payments} money={order.money} />
      </Paper>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="order-price">
        <Title order={2} size="h4" id="order-price" mb="xs">
          {t('detail.price')}
        </Title>
        <OrderPriceLines lines={order.lines} total={order.totalPrice} />
      </Paper>
    </Stack>
  );
}
