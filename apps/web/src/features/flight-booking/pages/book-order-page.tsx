import { useState } from 'react';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { BookColumns } from '../lib/book-columns';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from '../../../lib/router';
import type { OrderDetail } from '@travel/contracts/orders';
import { isAgentType } from '@travel/contracts/roles';
import { useTranslation } from '../../../lib/i18n';
import { ErrorBox } from '../../../components/error-box';
import { LoadingState } from '../../../components/page-states';
import { OrderNumber } from '../../../components/order-number';
import { PaymentDeadline } from '../../../components/order-status/order-status';
import { PayForm } from '../../../components/payment/pay-form';
import { PaymentProgress } from '../../../components/payment/payment-progress';
import { OrderPriceLines } from '../../../products/flight/flight-order/order-price-lines';
import { orderDetailQueryOptions } from '../../../products/flight/order-detail';
import { usePayAndIssue } from '../../../products/flight/order/use-pay-and-issue';
import { SeatsAndExtrasStep } from '../../../products/flight/seat-picker/seats-and-extras-step';
import {
  clearDraftOrder,
  markDraftBooked,
  type BookedStep,
} from '../../../products/flight/booking-draft';
import { bookResultPath, orderEmail, type OrderRef } from '../../../lib/order-access';
import { useSession } from '../../../lib/session';
import { isApiError } from '../../../lib/error-message';
import { ResumeWithEmail } from '../components/resume-with-email';
import { bookOrderPath } from '../lib/book-steps';

/** What a visitor's lookup answers when the email does not open the order. */
const NO_ACCESS = new Set(['1404', '1502', '1503', 'tokenInvalid']);

/**
 * /book once its order exists (issue 13 §2), `/book?order=…(&step=pay)`: the order number and
 * its payment deadline, then seats and extras (skippable), then the payment. Everything is read
 * from the order, so a reload, a new tab or a reopened browser resumes here and never books
 * again; a visitor whose tab (and so the booking email) is gone gives the email again. An
 * order past this point (paid, issued, cancelled) opens its result page instead.
 */
export function BookOrderSteps({ orderNo, step }: { orderNo: string; step: BookedStep }) {
  const { t } = useTranslation('flight-booking');
  const session = useSession();
  const [email, setEmail] = useState(() => orderEmail(orderNo));
  // Paid here: the payment step itself opens the result page once its last message has shown.
  const [paid, setPaid] = useState(false);
  const ref: OrderRef = { orderNo, email };
  // A member's token opens the order; a visitor proves it with the booking email.
  const needsEmail = session === null && !email;
  const order = useQuery({ ...orderDetailQueryOptions(ref), enabled: !needsEmail });

  if (needsEmail || (session === null && isApiError(order.error) && noAccess(order.error))) {
    return (
      <ResumeWithEmail
        orderNo={orderNo}
        failed={order.isError}
        onFound={(found) => setEmail(found)}
      />
    );
  }
  if (order.isPending) return <LoadingState rows={6} />;
  if (order.isError) {
    return (
      <Stack gap="md">
        <ErrorBox error={order.error} ns="payment" onRetry={() => void order.refetch()} />
        <Group>
          <Anchor component={Link} to={session ? '/orders' : '/login'}>
            {session ? t('result.myOrders') : t('result.findFlight')}
          </Anchor>
        </Group>
      </Stack>
    );
  }
  const detail = order.data;
  // Paid, being ticketed, cancelled or past its deadline: its result page says where it is.
  if (!paid && (detail.status !== 'awaitingPayment' || !detail.canPay)) {
    return <Navigate to={bookResultPath(orderNo)} replace />;
  }

  return (
    <BookColumns
      main={
        <Stack gap="lg">
          <Booked detail={detail} onExpire={() => void order.refetch()} />
          {step === 'extras' ? (
            <ExtrasStep orderRef={{ orderNo, email: session ? null : email }} />
          ) : (
            <PayStep
              detail={detail}
              orderRef={ref}
              isAgent={isAgentType(session?.user.role)}
              onPaid={() => setPaid(true)}
            />
          )}
        </Stack>
      }
      // Beside every step on a desktop, as it scrolls; below the step on a phone.
      side={
        <div style={{ position: 'sticky', top: 'calc(var(--header-height) + 16px)' }}>
          <OrderSummary detail={detail} />
        </div>
      }
    />
  );
}

const noAccess = (error: { code: string | number }) => NO_ACCESS.has(String(error.code));

/** The order exists: its number (as mailed) and how long it is held unpaid. */
function Booked({ detail, onExpire }: { detail: OrderDetail; onExpire: () => void }) {
  const { t } = useTranslation('flight-booking');
  return (
    <Stack gap="sm">
      <Paper withBorder radius="md" p="md">
        <Stack gap={6}>
          <OrderNumber label={t('result.orderNo')} orderNo={detail.orderNo} />
          <Text size="sm" c="gray.7">
            {t('booked.mailed', { email: detail.contact.email })}
          </Text>
        </Stack>
      </Paper>
      {detail.deadlineAt ? (
        <PaymentDeadline deadlineAt={detail.deadlineAt} onExpire={onExpire} />
      ) : null}
    </Stack>
  );
}

/** Step 2: seats, then extra services, priced into the order; skipping goes on to pay. */
function ExtrasStep({ orderRef }: { orderRef: OrderRef }) {
  const { t } = useTranslation('flight-booking');
  const navigate = useNavigate();
  const toPayment = () => {
    markDraftBooked(orderRef.orderNo, 'pay');
    void navigate(bookOrderPath(orderRef.orderNo, 'pay'));
  };
  return (
    <Stack gap="md" component="section" aria-labelledby="book-extras-heading">
      <Title order={2} size="h3" id="book-extras-heading">
        {t('extras.title')}
      </Title>
      <Text size="sm" c="gray.7">
        {t('extras.intro')}
      </Text>
      <SeatsAndExtrasStep orderNo={orderRef.orderNo} email={orderRef.email} onDone={toPayment} />
    </Stack>
  );
}

/**
 * Step 3: the card (or, for agents, the balance) for the order's total, with the total in view
 * by the Pay button on a phone. A refused card stays on this step with what was typed except
 * the number and security code (PayForm); paying again pays the same order, no seat map again.
 */
function PayStep({
  detail,
  orderRef,
  isAgent,
  onPaid,
}: {
  detail: OrderDetail;
  orderRef: OrderRef;
  isAgent: boolean;
  /** Paid: the page keeps this step up until the result page opens. */
  onPaid: () => void;
}) {
  const { t } = useTranslation('flight-booking');
  const { orderNo } = detail;
  const { progress, pay } = usePayAndIssue(orderNo, {
    afterPaid: () => {
      onPaid();
      clearDraftOrder(orderNo);
    },
    replace: true,
  });

  return (
    <Stack gap="md" component="section" aria-labelledby="book-pay-heading">
      <Group justify="space-between" align="baseline" gap="sm">
        <Title order={2} size="h3" id="book-pay-heading">
          {t('sections.payment')}
        </Title>
        <Anchor component={Link} to={bookOrderPath(orderNo)} size="sm">
          {t('extras.change')}
        </Anchor>
      </Group>
      <PayForm
        orderNo={orderNo}
        email={orderRef.email ?? undefined}
        amount={detail.totalPrice}
        currency={detail.currency}
        isAgent={isAgent}
        ns="flight-booking"
        busy={progress !== null}
        onPay={pay}
        refusalHint={t('payFailed.retry', { orderNo })}
        stickyOnPhone
      >
        {progress ? <PaymentProgress state={progress} opened /> : null}
      </PayForm>
    </Stack>
  );
}

/** The order's price lines as they stand (seats and extras included), kept in view. */
function OrderSummary({ detail }: { detail: OrderDetail }) {
  const { t } = useTranslation('flight-booking');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="book-order-price">
      <Stack gap="xs">
        <Title order={2} size="h4" id="book-order-price">
          {t('price.title')}
        </Title>
        <OrderPriceLines lines={detail.lines} total={detail.totalPrice} charged />
        <Text size="xs" c="gray.7">
          {t('price.chargedInUsd')}
        </Text>
      </Stack>
    </Paper>
  );
}
