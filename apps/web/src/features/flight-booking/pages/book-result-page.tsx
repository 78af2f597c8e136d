import { useEffect } from 'react';
import { Button, Container, Group, Paper, Stack, Title } from '@mantine/core';
import { ResultHeadline } from '../../../components/order-status/result-headline';
import { useTranslation } from '../../../lib/i18n';
import { Link, useParams } from '../../../lib/router';
import type { OrderDetail, OrderStatus } from '@travel/contracts/orders';
import { ErrorBox } from '../../../components/error-box';
import { FlightItinerary } from '../../../products/flight/flight-itinerary/flight-itinerary';
import { OrderPriceLines } from '../../../products/flight/flight-order/order-price-lines';
import { OrderTravellers } from '../../../products/flight/flight-order/order-travellers';
import { OrderStatusBadge, PaymentDeadline } from '../../../components/order-status/order-status';
import { LoadingState } from '../../../components/page-states';
import { OrderNumber } from '../../../components/order-number';
import { orderPayPath, orderViewPath, orderRefOf } from '../../../lib/order-access';
import { useOrderDetail } from '../../../products/flight/order-detail';
import { clearDraftOrder } from '../../../products/flight/booking-draft';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { AgentBalanceNote } from '../../../components/agent-balance/agent-balance-note';

/** Statuses that move on their own while the page is open (ticketing). */
const SETTLING: readonly OrderStatus[] = ['paid', 'processing'];

/**
 * /book/result/{orderNo} (spec part 1 §2): where the booking ended. Status, order number,
 * itinerary, travellers with ticket numbers, price; a countdown and Pay now while awaiting
 * payment. A visitor sees it with the booking email this tab remembers from the booking.
 */
export function BookResultPage() {
  const { t } = useTranslation('flight-booking');
  const { orderNo = '' } = useParams();
  const session = useSession();
  const signedIn = session !== null;
  const order = useOrderDetail(orderRefOf(orderNo), {
    refetchEvery: (detail?: OrderDetail) =>
      detail && SETTLING.includes(detail.status) ? 3000 : false,
  });
  usePageTitle(t('result.title'));
  // The booking /book was resuming ends here: /book has nothing of it left to resume.
  useEffect(() => clearDraftOrder(orderNo), [orderNo]);

  if (order.isPending) {
    return (
      <Container size="md" py="xl">
        <LoadingState rows={6} />
      </Container>
    );
  }
  if (order.isError) {
    return (
      <Container size="md" py="xl">
        <Stack gap="md">
          <Title order={1}>{t('result.title')}</Title>
          <ErrorBox error={order.error} ns="payment" onRetry={() => void order.refetch()} />
          <Group>
            <Button component={Link} to={signedIn ? '/orders' : '/login'} variant="default">
              {signedIn ? t('result.myOrders') : t('result.findFlight')}
            </Button>
          </Group>
        </Stack>
      </Container>
    );
  }

  const detail = order.data;
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <ResultHeadline
          status={detail.status}
          headline={t(`result.headline.${detail.status}`)}
          text={t(`result.text.${detail.status}`)}
        />
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between" gap="sm" wrap="wrap">
            <OrderNumber label={t('result.orderNo')} orderNo={detail.orderNo} />
            <OrderStatusBadge status={detail.status} />
          </Group>
        </Paper>
        {/* Agents: the agency balance, after this booking's payment once it is made. */}
        <AgentBalanceNote
          stage={detail.status === 'awaitingPayment' ? 'beforePaying' : 'afterPaying'}
        />
        {detail.status === 'awaitingPayment' && detail.deadlineAt ? (
          <Stack gap="sm">
            <PaymentDeadline deadlineAt={detail.deadlineAt} onExpire={() => void order.refetch()} />
            {detail.canPay ? (
              // The payment page starts with seats and extras (skippable), or at the card form.
              <Group gap="sm">
                <Button
                  component={Link}
                  to={`${orderPayPath(detail.orderNo, signedIn)}?step=pay`}
                  size="md"
                >
                  {t('result.payNow')}
                </Button>
                <Button
                  component={Link}
                  to={orderPayPath(detail.orderNo, signedIn)}
                  size="md"
                  variant="default"
                >
                  {t('result.chooseExtras')}
                </Button>
              </Group>
            ) : null}
          </Stack>
        ) : null}
        <Stack gap="sm" component="section" aria-labelledby="result-flight">
          <Title order={2} size="h4" id="result-flight">
            {t('sections.flight')}
          </Title>
          <FlightItinerary trips={detail.trips} tripType={detail.tripType} />
        </Stack>
        <Stack gap="sm" component="section" aria-labelledby="result-travellers">
          <Title order={2} size="h4" id="result-travellers">
            {t('sections.travellers')}
          </Title>
          <OrderTravellers travellers={detail.travellers} />
        </Stack>
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="result-price">
          <Title order={2} size="h4" id="result-price" mb="sm">
            {t('price.title')}
          </Title>
          <OrderPriceLines lines={detail.lines} total={detail.totalPrice} />
        </Paper>
        <Group gap="sm">
          <Button component={Link} to={orderViewPath(detail.orderNo, signedIn)} variant="default">
            {t('result.viewOrder')}
          </Button>
          {signedIn ? (
            <Button component={Link} to="/orders" variant="default">
              {t('result.myOrders')}
            </Button>
          ) : null}
          <Button component={Link} to="/" variant="subtle">
            {t('result.bookAnother')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
