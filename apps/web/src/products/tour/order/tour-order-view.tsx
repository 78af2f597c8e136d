import type { ReactNode } from 'react';
import { Badge, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { CruiseOrderDetail, TourOrderDetail } from '@travel/contracts/tour-orders';
import { BookedForCustomer } from '../../../components/book-for/booked-for-customer';
import { OrderNumber } from '../../../components/order-number';
import { formatInstant } from '../../../components/order-status/order-status';
import { OrderPaymentsSection } from '../../../components/payment/order-payments';
import { useShowsNetPrices } from '../../../lib/client-view';
import { useTranslation } from '../../../lib/i18n';
import { localeTagOf, useLanguage } from '../../../lib/language';
import { TOUR_ORDER_NAMESPACE, localDay } from '../order-facts';
import { TourPriceLines } from '../tour-price-lines';
import { TripFacts } from './trip-facts';

type AnyTourOrder = TourOrderDetail | CruiseOrderDetail;

/**
 * A tour or cruise order as its order page shows it: number, status and who booked; the tour
 * (and a cruise's ship and cabin), departure and return; rooms and travellers; the contact with
 * the arrival and departure flights; the insurance choice; the price (with commission for
 * agents) and the payments.
 */
export function TourOrderView({ order, status }: { order: AnyTourOrder; status: ReactNode }) {
  const { t } = useTranslation(TOUR_ORDER_NAMESPACE);
  const localeTag = localeTagOf(useLanguage());
  const roomWord = order.cruise ? 'cabin' : 'room';
  const roomIndex = new Map(order.rooms.map((room, index) => [room.key, index + 1]));
  const roomLabel = (key: string) => t(`order.${roomWord}`, { n: roomIndex.get(key) ?? key });
  // An order still to pay is a payment step: the agency's amounts always, to match the button.
  const showsNet = useShowsNetPrices() || (order.status === 'awaitingPayment' && order.canPay);
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Stack gap={4}>
            <OrderNumber label={t('order.orderNo')} orderNo={order.orderNo} />
            {/* The WeChat flow's short number: what the traveller reads out by phone. */}
            {order.shortNumber ? (
              <Text size="sm" data-testid="wechat-ref">
                {t('order.wechatRef', { number: order.shortNumber })}
              </Text>
            ) : null}
          </Stack>
          <Stack gap={4} align="flex-start">
            <Text size="sm" c="gray.7">
              {t('order.status')}
            </Text>
            {status}
          </Stack>
        </SimpleGrid>
        <Text size="xs" c="gray.7" mt="sm">
          {t('order.bookedOn', { date: formatInstant(order.createdAt, localeTag) })}
          {order.bookedByName ? ` · ${order.bookedByName} (${order.accountCode})` : ''}
        </Text>
        <BookedForCustomer customer={order.customer} size="xs" />
      </Paper>
      <TripFacts order={order} />
      <Stack gap="sm" component="section" aria-labelledby="tour-travellers">
        <Title order={2} size="h4" id="tour-travellers">
          {t('order.travellers')}
        </Title>
        <Table.ScrollContainer minWidth={420}>
          <Table withTableBorder aria-labelledby="tour-travellers">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(`order.${roomWord}Column`)}</Table.Th>
                <Table.Th>{t('order.name')}</Table.Th>
                <Table.Th>{t('order.type')}</Table.Th>
                <Table.Th>{t('order.birthday')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.tourists.map((tourist, index) => (
                <Table.Tr key={`${tourist.room}-${index}`}>
                  <Table.Td>{roomIndex.get(tourist.room) ?? tourist.room}</Table.Td>
                  <Table.Td>
                    {tourist.firstName} {tourist.lastName}
                  </Table.Td>
                  <Table.Td>{t(`order.tourist.${tourist.type}`)}</Table.Td>
                  <Table.Td>{localDay(tourist.birthday, localeTag, true)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
      <ContactFacts order={order} />
      <Paper withBorder radius="md" p="md">
        <TourPriceLines
          data={{
            lines: order.lines,
            charges: order.charges,
            total: order.total,
            commission: showsNet ? order.commission : undefined,
            // Once paid: everything the charges took (the deposit, then the balance too).
            dueNow:
              order.status === 'awaitingPayment'
                ? order.dueNow
                : Math.max(order.dueNow, order.money.paid),
            balanceDue: order.balanceDue,
            finalPaymentDate: order.finalPaymentDate,
          }}
          dueNowLabel={order.status === 'awaitingPayment' ? t('price.dueNow') : t('price.paid')}
          roomLabel={roomLabel}
        />
      </Paper>
      <OrderPaymentsSection
        id="tour-payments"
        title={t('order.payments')}
        payments={order.payments}
        money={order.money}
      />
    </Stack>
  );
}

/** The contact, both flights and the insurance choice. */
function ContactFacts({ order }: { order: AnyTourOrder }) {
  const { t } = useTranslation(TOUR_ORDER_NAMESPACE);
  const localeTag = localeTagOf(useLanguage());
  const { contact } = order;
  const flights = [
    { key: 'arrival', flight: contact.arrivalFlight },
    { key: 'departure', flight: contact.departureFlight },
  ] as const;
  return (
    <Stack gap="sm" component="section" aria-labelledby="tour-contact">
      <Title order={2} size="h4" id="tour-contact">
        {t('order.contact')}
      </Title>
      <Text size="sm">
        {contact.firstName} {contact.lastName} · {contact.phone} · {contact.email}
      </Text>
      {contact.address ? <Text size="sm">{contact.address}</Text> : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {flights.map(({ key, flight }) => (
          <Paper key={key} withBorder radius="md" p="sm">
            <Text size="sm" fw={600}>
              {t(`order.${key}Flight`)}
            </Text>
            <Text size="sm">
              {flight.number} · {flight.airport} · {localDay(flight.date, localeTag, true)}{' '}
              {flight.time}
            </Text>
            {flight.remark ? (
              <Text size="xs" c="gray.7">
                {flight.remark}
              </Text>
            ) : null}
          </Paper>
        ))}
      </SimpleGrid>
      {/* A div, not the default <p>: the badge is a div, which a <p> cannot hold. */}
      <Text size="sm" component="div">
        {t('order.insurance')}{' '}
        <Badge variant="light" color="gray">
          {t(`insurance.${order.insurance}`)}
        </Badge>
      </Text>
      {order.remark ? <Text size="sm">{t('order.remark', { text: order.remark })}</Text> : null}
    </Stack>
  );
}
