import { Suspense, type ComponentType } from 'react';
import { Anchor, Container, Paper, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from '../../../lib/router';
import type { Product } from '@travel/contracts/products';
import { isAgentType } from '@travel/contracts/roles';
import { OrderStatusBadge, PaymentDeadline } from '../../../components/order-status/order-status';
import { LoadingState } from '../../../components/page-states';
import { PayOrderForm } from '../../../components/payment/pay-order-form';
import { useTranslation } from '../../../lib/i18n';
import { orderRefOf } from '../../../lib/order-access';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { webProduct, type OrderBodyProps } from '../../../products';
import { OrderError } from '../components/order-error';
import { OrderShellActions } from './order-shell-actions';
import { useProductOrder } from './use-product-order';

/**
 * One order page for every product (issue 11 §2): /order-flight/{id}, /order-hotel/{id} and the
 * visitor's /find-your-flight/{id}. The shell reads the order through the product's entry and
 * owns what every order has: the status badge, the payment deadline counting down (at zero the
 * order is read again and shows cancelled), paying, cancelling and the confirmation mail. The
 * product's `Body` (lazy, one chunk per product) lays them out beside what is its own.
 */
export function OrderShellPage<P extends Product>({
  product,
  Body,
  guest = false,
}: {
  product: P;
  Body: ComponentType<OrderBodyProps<P>>;
  guest?: boolean;
}) {
  const entry = webProduct(product);
  const { t } = useTranslation('orders');
  const { t: tp } = useTranslation(entry.namespace);
  const { id = '' } = useParams();
  const session = useSession();
  const orderRef = orderRefOf(id);
  const order = useProductOrder(product, orderRef);
  usePageTitle(tp('shell.title', { orderNo: id }));
  const back = guest
    ? { to: '/login', label: t('detail.findAnother') }
    : { to: '/orders', label: tp('shell.back') };

  const body = () => {
    if (order.isPending) return <LoadingState rows={6} />;
    if (order.isError) {
      return (
        <OrderError
          error={order.error}
          backTo={back.to}
          backLabel={back.label}
          onRetry={() => void order.refetch()}
        />
      );
    }
    // The detail call of `product` answers that product's order.
    const detail = order.data as OrderBodyProps<P>['order'];
    const awaiting = detail.status === 'awaitingPayment';
    const slots: OrderBodyProps<P>['slots'] = {
      status: <OrderStatusBadge status={detail.status} namespace={entry.namespace} />,
      actions: (
        <OrderShellActions
          product={product}
          order={detail}
          orderRef={orderRef}
          signedIn={!guest}
          readOnly={guest}
        />
      ),
      deadline:
        awaiting && detail.deadlineAt ? (
          <PaymentDeadline deadlineAt={detail.deadlineAt} onExpire={() => void order.refetch()} />
        ) : null,
      pay:
        awaiting && detail.canPay && !entry.payPage ? (
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="order-pay">
            <Title order={2} size="h4" id="order-pay" mb="sm">
              {tp('shell.payTitle')}
            </Title>
            <PayOrderForm
              orderRef={orderRef}
              {...entry.amountDue(detail)}
              isAgent={isAgentType(session?.user.role)}
              ns={entry.namespace}
            />
          </Paper>
        ) : null,
    };
    return (
      <Suspense fallback={<LoadingState rows={6} />}>
        <Body order={detail} orderRef={orderRef} signedIn={!guest} readOnly={guest} slots={slots} />
      </Suspense>
    );
  };

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Anchor component={Link} to={back.to} size="sm">
          <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: -2 }} /> {back.label}
        </Anchor>
        <Title order={1}>{tp('shell.heading')}</Title>
        {body()}
      </Stack>
    </Container>
  );
}
