import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link, Navigate, useSearchParams } from '../../../lib/router';
import { CheckoutReturnQuerySchema, type CheckoutLookup } from '@travel/contracts/checkout';
import { READABLE_ALERT } from '../../../components/order-status/order-status';
import { ErrorBox } from '../../../components/error-box';
import { LoadingState } from '../../../components/page-states';
import { useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { webProduct } from '../../../products';
import { useCheckoutSession } from '../api/checkout-session';
import { balanceReturn, isBalanceSession } from '../lib/balance-return';
import { checkoutOutcome, type CheckoutOutcome } from '../lib/checkout-progress';

/** After this long without an answer the page says it may take a while (and mail will follow). */
const SLOW_AFTER_MS = 60_000;
const STEPS = ['paying', 'issuing', 'issued'] as const;

/**
 * /checkout/complete and /tour/wx-book/complete: where the hosted payment page sends the
 * traveller back. The payment is not taken from this page (the processor's webhook pays the
 * order); the page asks `SearchCS` until the order is paid and fulfilled, showing the spec's
 * progress messages, then links to the order. An expired or cancelled payment says so, with the
 * way back to pay. A balance session goes back to the order page once its payment is reported
 * (balance-return.ts).
 */
export function CheckoutCompletePage() {
  const { t } = useTranslation('checkout');
  usePageTitle(t('title'));
  const [params] = useSearchParams();
  const parsed = CheckoutReturnQuerySchema.safeParse({ session_id: params.get('session_id') });
  const csid = parsed.success ? parsed.data.session_id : '';
  const lookup = useCheckoutSession(csid);
  const slow = useSlow(lookup.data ? checkoutOutcome(lookup.data, false).kind : 'none');

  const body = () => {
    if (!parsed.success) {
      return (
        <Alert color="red" role="alert" title={t('notFound')} styles={READABLE_ALERT}>
          {t('notFoundText')}
        </Alert>
      );
    }
    if (lookup.isPending) return <LoadingState rows={3} />;
    if (lookup.isError) {
      return <ErrorBox error={lookup.error} onRetry={() => void lookup.refetch()} />;
    }
    const cancelled = params.get('cancelled') === '1';
    // A balance is shown where it was paid from: the order page (for tours and cruises too).
    if (isBalanceSession(lookup.data)) {
      const back = balanceReturn(lookup.data, cancelled);
      const { orderNo, product } = lookup.data.order;
      if (back === 'order') return <Navigate to={webProduct(product).orderPath(orderNo)} replace />;
      const outcome: CheckoutOutcome =
        back === 'refunded' ? { kind: 'refunded' } : { kind: 'progress', reached: ['paying'] };
      return <OutcomeView lookup={lookup.data} outcome={outcome} slow={slow} />;
    }
    // A product with a result page of its own (tours, cruises) says the outcome in its words.
    const handOver = webProduct(lookup.data.order.product).checkoutResultPath;
    if (handOver) return <Navigate to={handOver(csid, cancelled)} replace />;
    const outcome = checkoutOutcome(lookup.data, cancelled);
    return <OutcomeView lookup={lookup.data} outcome={outcome} slow={slow} />;
  };

  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={1}>{t('title')}</Title>
        {body()}
      </Stack>
    </Container>
  );
}

/** True once the outcome has stayed "under way" for SLOW_AFTER_MS. */
function useSlow(kind: CheckoutOutcome['kind'] | 'none'): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (kind !== 'progress') return undefined;
    const timer = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [kind]);
  return slow;
}

function OutcomeView({
  lookup,
  outcome,
  slow,
}: {
  lookup: CheckoutLookup;
  outcome: CheckoutOutcome;
  slow: boolean;
}) {
  const { t } = useTranslation('checkout');
  const signedIn = useSession() !== null;
  const product = webProduct(lookup.order.product);
  const { orderNo } = lookup.order;
  const orderLink = signedIn ? product.orderPath(orderNo) : '/login';
  const payLink = signedIn ? (product.payPage?.(orderNo, true) ?? orderLink) : '/login';
  const viewOrder = (
    <Button component={Link} to={orderLink}>
      {signedIn ? t('viewOrder') : t('findOrder')}
    </Button>
  );

  if (outcome.kind === 'progress' || outcome.kind === 'done') {
    const reached = outcome.kind === 'done' ? [...STEPS] : outcome.reached;
    return (
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <OrderRefs lookup={lookup} />
          <Steps reached={reached} finished={outcome.kind === 'done'} />
          {outcome.kind === 'done' ? (
            <>
              <Text role="status">{t('done')}</Text>
              <Group>{viewOrder}</Group>
            </>
          ) : (
            <Text size="sm" c="gray.7">
              {slow ? t('slow') : t('waiting')}
            </Text>
          )}
        </Stack>
      </Paper>
    );
  }
  const problem = {
    delayed: { color: 'yellow', key: 'delayed', action: viewOrder },
    refunded: { color: 'blue', key: 'refunded', action: viewOrder },
    orderCancelled: { color: 'gray', key: 'orderCancelled', action: viewOrder },
    unpaid: {
      color: 'gray',
      key: outcome.kind === 'unpaid' ? outcome.reason : 'expired',
      action: (
        <Button component={Link} to={payLink}>
          {signedIn ? t('payAgain') : t('findOrder')}
        </Button>
      ),
    },
  }[outcome.kind];
  return (
    <Stack gap="md">
      <Alert
        color={problem.color}
        role="status"
        title={t(`${problem.key}.title`)}
        styles={READABLE_ALERT}
      >
        <Stack gap="xs">
          <Text size="sm">{t(`${problem.key}.text`)}</Text>
          <OrderRefs lookup={lookup} size="sm" />
        </Stack>
      </Alert>
      <Group>{problem.action}</Group>
    </Stack>
  );
}

/** The order number and, paid through WeChat, the short number the WeChat record shows. */
function OrderRefs({ lookup, size }: { lookup: CheckoutLookup; size?: 'sm' }) {
  const { t } = useTranslation('checkout');
  const { orderNo, shortNumber } = lookup.order;
  return (
    <Stack gap={0}>
      <Text size={size} c="gray.7">
        {t('orderNo', { orderNo })}
      </Text>
      {shortNumber ? (
        <Text size={size} c="gray.7" data-testid="wechat-ref">
          {t('wechatRef', { number: shortNumber })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The spec's booking progress messages, each reached one ticked, the one under way spinning. */
function Steps({ reached, finished }: { reached: readonly string[]; finished: boolean }) {
  const { t } = useTranslation('payment');
  const last = reached[reached.length - 1];
  return (
    <Stack gap="xs" component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {reached.map((step) => {
        const active = step === last && !finished;
        return (
          <Group component="li" key={step} gap="sm" wrap="nowrap" data-step={step}>
            {active ? (
              <Loader size={20} aria-hidden="true" />
            ) : (
              <ThemeIcon size={22} radius="xl" color="teal" aria-hidden>
                <IconCheck size={14} />
              </ThemeIcon>
            )}
            <Text fw={active ? 600 : 400}>{t(`progress.${step}`)}</Text>
          </Group>
        );
      })}
    </Stack>
  );
}
