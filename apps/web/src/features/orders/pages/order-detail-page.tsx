import { Anchor, Container, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useParams } from 'react-router';
import type { OrderDetail, OrderStatus } from '@travel/contracts/orders';
import { LoadingState } from '../../../components/page-states';
import { orderRefOf, useOrderDetail } from '../../../products/flight/order-detail';
import { usePageTitle } from '../../../lib/use-page-title';
import { OrderError } from '../components/order-error';
import { OrderView } from '../components/order-view';

const SETTLING: readonly OrderStatus[] = ['paid', 'processing'];
const refetchEvery = (order?: OrderDetail) =>
  order && SETTLING.includes(order.status) ? 3000 : false;

/**
 * /order-flight/{id} (sign-in required) and, for visitors, /find-your-flight/{id}: the same
 * order view; the visitor's is read-only apart from paying, and is opened with the booking
 * email this tab remembers from the booking or the "Find your flight" lookup.
 */
export function OrderDetailPage({ guest = false }: { guest?: boolean }) {
  const { t } = useTranslation('orders');
  const { id = '' } = useParams();
  const orderRef = orderRefOf(id);
  const order = useOrderDetail(orderRef, { refetchEvery });
  usePageTitle(t('detail.title', { orderNo: id }));
  const back = guest
    ? { to: '/login', label: t('detail.findAnother') }
    : { to: '/orders', label: t('detail.back') };

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
    return (
      <OrderView
        order={order.data}
        orderRef={orderRef}
        signedIn={!guest}
        readOnly={guest}
        onDeadline={() => void order.refetch()}
      />
    );
  };

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Anchor component={Link} to={back.to} size="sm">
          <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: -2 }} /> {back.label}
        </Anchor>
        <Title order={1}>{t('detail.heading')}</Title>
        {body()}
      </Stack>
    </Container>
  );
}

export const GuestOrderPage = () => <OrderDetailPage guest />;
