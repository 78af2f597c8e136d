import type { ReactNode } from 'react';
import { BookedForCustomer } from '../../../components/book-for/booked-for-customer';
import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { HotelOrderDetail } from '@travel/contracts/hotel-orders';
import { isCancelledStatus } from '../../../components/order-status/status-look';
import { formatInstant } from '../../../components/order-status/order-status';
import { OrderNumber } from '../../../components/order-number';
import { OrderPaymentsSection } from '../../../components/payment/order-payments';
import { localeTagOf, useLanguage } from '../../../lib/language';
import { OrderStatusBadge } from '../../../components/order-status/order-status';
import { HOTEL_NAMESPACE } from '../order-facts';
import { useShowsNetPrices } from '../../../lib/client-view';
import { PriceBreakdown } from './price-breakdown';
import { StaySummary } from './stay-summary';

/**
 * A hotel order as the result page and the order page show it: number and status, the hotel's
 * confirmation number, the stay, the guests, the contact, the price and the payments.
 */
export function HotelOrderView({
  order,
  status,
}: {
  order: HotelOrderDetail;
  /** The order shell's status badge; the booking result page shows its own. */
  status?: ReactNode;
}) {
  const { t } = useTranslation('hotel-booking');
  const localeTag = localeTagOf(useLanguage());
  // One price kind a page (issue 13 §4): in client view an agent's order shows the client's
  // prices only, without the commission and the agency's payments after it. An order still to
  // pay is a payment step: the agency's amounts always, to match the pay button.
  const charged = order.status === 'awaitingPayment' && order.canPay;
  const showsNet = useShowsNetPrices() || charged;
  const agentPriced = (order.commission ?? 0) > 0;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <OrderNumber label={t('order.orderNo')} orderNo={order.orderNo} />
          <Stack gap={0}>
            <Text size="sm" c="gray.7">
              {t('order.confirmationNumber')}
            </Text>
            <Text fw={700} size="lg" data-testid="confirmation-number">
              {order.confirmationNumber ?? t('order.noConfirmationYet')}
            </Text>
          </Stack>
          <Stack gap={4} align="flex-start">
            <Text size="sm" c="gray.7">
              {t('order.status')}
            </Text>
            {status ?? <OrderStatusBadge status={order.status} namespace={HOTEL_NAMESPACE} />}
          </Stack>
        </SimpleGrid>
        <Text size="xs" c="gray.7" mt="sm">
          {t('order.bookedOn', { date: formatInstant(order.createdAt, localeTag) })}
          {order.bookedByName ? ` · ${order.bookedByName} (${order.accountCode})` : ''}
        </Text>
        <BookedForCustomer customer={order.customer} size="xs" />
      </Paper>
      <StaySummary
        data={{
          hotel: order.hotel,
          room: { name: order.room.name, policy: order.room.policy },
          stay: order.stay,
          cancellationDeadline: order.cancellationDeadline,
          cancelled: isCancelledStatus(order.status),
        }}
      />
      <Stack gap="sm" component="section" aria-labelledby="order-guests">
        <Title order={2} size="h4" id="order-guests">
          {t('order.guests')}
        </Title>
        <Table withTableBorder aria-labelledby="order-guests">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('order.room')}</Table.Th>
              <Table.Th>{t('order.guestName')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.guests.map((guest) => (
              <Table.Tr key={guest.room}>
                <Table.Td>{guest.room}</Table.Td>
                <Table.Td>
                  {guest.firstName} {guest.lastName}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm">
          {t('order.contact', {
            name: order.contact.name,
            email: order.contact.email,
            mobile: order.contact.mobile,
          })}
        </Text>
        {order.specialRequests ? (
          <Text size="sm">{t('order.specialRequests', { text: order.specialRequests })}</Text>
        ) : null}
      </Stack>
      <Paper withBorder radius="md" p="md">
        <PriceBreakdown
          data={{
            nights: order.nights,
            rooms: order.stay.rooms,
            subtotal: order.subtotal,
            taxes: order.taxes,
            total: order.total,
            commission: showsNet ? order.commission : undefined,
            dueNow: order.paidNow,
            dueAtHotel: order.dueAtHotel,
          }}
          dueNowLabel={order.status === 'awaitingPayment' ? t('price.dueNow') : t('price.paid')}
          showSplit={showsNet || !agentPriced}
        />
      </Paper>
      <OrderPaymentsSection
        id="order-payments"
        title={t('order.payments')}
        payments={order.payments}
        money={order.money}
      />
    </Stack>
  );
}
