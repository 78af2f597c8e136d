import { useState } from 'react';
import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearchParams } from '../../../lib/router';
import { CheckoutSessionIdSchema } from '@travel/contracts/checkout';
import { READABLE_ALERT } from '../../../components/order-status/order-status';
import { ErrorBox } from '../../../components/error-box';
import { LoadingState } from '../../../components/page-states';
import { useErrorText } from '../../../lib/error-message';
import { useTranslation } from '../../../lib/i18n';
import { orderKeys, orderRefOf } from '../../../lib/order-access';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { webProduct } from '../../../products';
import { getTripOrder } from '../../../products/tour/order-detail';
import { useCheckoutLookup } from '../api/checkout-lookup';
import { BookSteps, type BookStep } from '../components/book-steps';
import { BookingResultFacts } from '../components/booking-result-facts';
import { kindOfPath } from '../lib/book-kind';
import { resultVariant, type ResultVariant } from '../lib/result-variant';

const STEP: Record<ResultVariant, BookStep> = {
  created: 'pay',
  waiting: 'pay',
  payFailed: 'pay',
  cancelled: 'pay',
  paid: 'complete',
  confirmed: 'confirm',
};

const pageOf = (pathname: string): 'complete' | 'success' | 'fail' =>
  /\/book\/success$/i.test(pathname)
    ? 'success'
    : /\/book\/fail$/i.test(pathname)
      ? 'fail'
      : 'complete';

/**
 * /tour/book/{id}/complete?orderNo=…, /tour/book/complete?session_id=…, /tour/book/success and
 * /tour/book/fail (?orderNo=…), the same under /Cruise: the booking result of spec §3 (order
 * number, travellers, depart location, order date, depart and return dates, contact telephone
 * and email) and the next step: pay (or pay again after a failed payment), wait for the
 * operator's confirmation (48 hours), or open the order.
 */
export function TourBookResultPage() {
  const { t } = useTranslation('tour-booking');
  // Words of the pages after the booking (src/locales/<lng>/tour-booked.json): not in the
  // booking form's namespace, so its first load does not carry them.
  const { t: tb } = useTranslation('tour-booked');
  const errorText = useErrorText('tour-booking');
  const { pathname } = useLocation();
  const kind = kindOfPath(pathname);
  const page = pageOf(pathname);
  const [params] = useSearchParams();
  const signedIn = useSession() !== null;
  const csid = CheckoutSessionIdSchema.safeParse(params.get('session_id'));
  const checkout = useCheckoutLookup(csid.success ? csid.data : null);
  const orderNo = params.get('orderNo') ?? checkout.data?.order.orderNo ?? null;
  const entry = webProduct(kind);
  const order = useQuery({
    queryKey: orderKeys.detail(orderNo ?? ''),
    queryFn: ({ signal }) => getTripOrder(kind, orderRefOf(orderNo ?? ''), signal),
    enabled: orderNo !== null,
    retry: false,
    // A payment under way settles within seconds (the processor's webhook).
    refetchInterval: (query) =>
      query.state.data?.status === 'awaitingPayment' && checkout.data ? 3000 : false,
  });
  const [payError, setPayError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  usePageTitle(t('title.result'));

  const payAgain = async (email: string) => {
    if (!orderNo) return;
    setPaying(true);
    setPayError(null);
    try {
      const { openHostedCheckout } = await import('../../../components/payment/hosted-checkout');
      await openHostedCheckout(orderNo, signedIn ? undefined : email);
    } catch (error) {
      setPayError(`${t('tourBookResult.bookFail')} ${errorText(error)}`);
    } finally {
      setPaying(false);
    }
  };

  const body = () => {
    if (!orderNo && !csid.success) {
      return (
        <Alert color="gray" role="alert" title={tb('result.noOrderTitle')} styles={READABLE_ALERT}>
          {tb('result.noOrder')}
        </Alert>
      );
    }
    if (checkout.isError)
      return <ErrorBox error={checkout.error} onRetry={() => void checkout.refetch()} />;
    if (order.isError) return <ErrorBox error={order.error} onRetry={() => void order.refetch()} />;
    if (!order.data) return <LoadingState rows={5} />;
    const detail = order.data;
    const variant = resultVariant(
      page,
      detail.status,
      checkout.data ?? null,
      params.get('pay') === 'failed' || params.get('cancelled') === '1',
    );
    const canPay = detail.status === 'awaitingPayment' && detail.canPay;
    // The WeChat flow's short number (the WeChat record shows it), as the order page shows it.
    const shortNumber = detail.shortNumber ?? checkout.data?.order.shortNumber ?? null;
    return (
      <Stack gap="md">
        <BookSteps active={STEP[variant]} />
        <Alert
          color={
            variant === 'payFailed' || variant === 'cancelled'
              ? 'red'
              : variant === 'created' || variant === 'waiting'
                ? 'blue'
                : 'teal'
          }
          role="status"
          title={tb(`result.${variant}.title`)}
          styles={READABLE_ALERT}
        >
          {tb(`result.${variant}.text`, { email: detail.contact.email })}
          {shortNumber ? (
            <Text size="sm" mt={4} data-testid="wechat-ref">
              {tb('result.wechatRef', { number: shortNumber })}
            </Text>
          ) : null}
        </Alert>
        {payError ? (
          <Alert color="red" role="alert" styles={READABLE_ALERT}>
            {payError}
          </Alert>
        ) : null}
        <BookingResultFacts order={detail} />
        <Group gap="sm">
          {canPay && variant !== 'waiting' ? (
            <Button loading={paying} onClick={() => void payAgain(detail.contact.email)}>
              {variant === 'payFailed' ? tb('result.payAgain') : tb('result.pay')}
            </Button>
          ) : null}
          <Button
            component={Link}
            to={entry.orderPath(detail.orderNo)}
            variant={canPay ? 'default' : 'filled'}
          >
            {tb('result.viewOrder')}
          </Button>
        </Group>
      </Stack>
    );
  };

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={1}>{t('title.result')}</Title>
        {body()}
      </Stack>
    </Container>
  );
}
