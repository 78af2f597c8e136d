import { Alert, Button, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useSearchParams } from '../../../lib/router';
import type { ExchangeRecord } from '@travel/contracts/exchange';
import type { OrderDetail } from '@travel/contracts/orders';
import { LoadingState } from '../../../components/page-states';
import { Price } from '../../../components/price';
import { orderViewPath } from '../../../lib/order-access';
import { useOrderDetail } from '../../../products/flight/order-detail';
import { orderRefOf } from '../../../lib/order-access';
import { useSession } from '../../../lib/session';
import { useExchangeHistory } from '../api/exchange';
import { ExchangeFrame } from '../components/exchange-frame';
import { ItineraryCompare } from '../components/itinerary-compare';
import { OrderProblem } from '../components/order-problem';

/**
 * /exchange/success?orderNo=…: the order reissued. The new tickets per traveller, what was
 * charged, where the seats went, and the original versus the new itinerary. Read from the API,
 * so a reload (or a later visit) shows the same.
 */
export function ExchangeSuccessPage() {
  const { t } = useTranslation('exchange');
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo')?.trim() ?? '';
  const ref = orderRefOf(orderNo);
  const history = useExchangeHistory(ref);
  const order = useOrderDetail(ref);

  const body = () => {
    if (!orderNo) return <Alert color="red">{t('missingOrder')}</Alert>;
    if (history.isPending || order.isPending) return <LoadingState rows={6} />;
    if (history.isError) return <OrderProblem error={history.error} orderNo={orderNo} />;
    if (order.isError) return <OrderProblem error={order.error} orderNo={orderNo} />;
    const latest = history.data.exchanges.at(-1);
    if (!latest) return <Alert color="gray">{t('success.none')}</Alert>;
    return <Reissued record={latest} order={order.data} />;
  };

  return (
    <ExchangeFrame step={3} title={t('title.success')} orderNo={orderNo}>
      {body()}
    </ExchangeFrame>
  );
}

function Reissued({ record, order }: { record: ExchangeRecord; order: OrderDetail }) {
  const { t } = useTranslation('exchange');
  const signedIn = useSession() !== null;
  const name = (index: number) => {
    const traveller = order.travellers.find((tr) => tr.index === index);
    return traveller ? `${traveller.firstName} ${traveller.lastName}` : `#${index + 1}`;
  };
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md" role="status" bg="green.0">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconCircleCheck size={24} aria-hidden="true" color="var(--mantine-color-green-9)" />
          <Stack gap={4}>
            <Text fw={700}>{t('title.success')}</Text>
            <Text>{t('success.lead')}</Text>
          </Stack>
        </Group>
      </Paper>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="new-tickets">
        <Stack gap="sm">
          <Title order={2} size="h4" id="new-tickets">
            {t('success.tickets')}
          </Title>
          <Table>
            <Table.Tbody>
              {record.ticketNumbers.map((tickets, index) => (
                <Table.Tr key={index}>
                  <Table.Th scope="row">{name(index)}</Table.Th>
                  <Table.Td data-testid="new-ticket">{tickets.join(', ')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="space-between">
            <Text>{t('success.charged')}</Text>
            <Price amountMinor={record.amountCharged} currency="USD" fw={700} />
          </Group>
        </Stack>
      </Paper>
      {record.seats.length > 0 ? (
        <Stack gap="xs" component="section" aria-labelledby="exchange-seats">
          <Title order={2} size="h4" id="exchange-seats">
            {t('success.seatsTitle')}
          </Title>
          <List>
            {record.seats.map((seat) => (
              <List.Item key={`${seat.fromFlightId}-${seat.seatNumber}`}>
                {name(seat.travellerIndex)}:{' '}
                {seat.toFlightId
                  ? t('success.seatMoved', { seat: seat.seatNumber })
                  : t('success.seatDropped', { seat: seat.seatNumber })}
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
      <ItineraryCompare
        original={record.fromTrips}
        next={record.toTrips}
        tripType={order.tripType}
      />
      <Group>
        <Button component={Link} to={orderViewPath(order.orderNo, signedIn)}>
          {t('success.viewOrder')}
        </Button>
      </Group>
    </Stack>
  );
}
