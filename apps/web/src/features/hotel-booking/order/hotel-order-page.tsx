import { lazy, Suspense } from 'react';
import { Anchor, Container, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useParams } from 'react-router';
import { LoadingState } from '../../../components/page-states';
import { usePageTitle } from '../../../lib/use-page-title';
import { hotelOrderRefOf, useHotelOrder } from '../api/hotel-order';

// The order view, the payment form and the actions wait on SearchHotelOrder: a chunk of their
// own, requested as this page loads so it arrives while the order is read.
const orderBody = import('./hotel-order-body');
// A failed download is reported where it renders (the error page offers a reload), not twice.
void orderBody.catch(() => undefined);
const HotelOrderBody = lazy(async () => ({ default: (await orderBody).HotelOrderBody }));

/**
 * /order-hotel/{id} (sign-in required): a hotel order from My orders with its status; while it
 * awaits payment, the deadline counting down and the payment form; Cancel when allowed.
 */
export function HotelOrderPage() {
  const { t } = useTranslation('hotel-booking');
  const { id = '' } = useParams();
  const orderRef = hotelOrderRefOf(id);
  const order = useHotelOrder(orderRef);
  usePageTitle(t('order.title', { orderNo: id }));

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Anchor component={Link} to="/orders" size="sm">
          <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: -2 }} />{' '}
          {t('order.back')}
        </Anchor>
        <Title order={1}>{t('order.heading')}</Title>
        {order.isPending ? (
          <LoadingState rows={6} />
        ) : (
          <Suspense fallback={<LoadingState rows={6} />}>
            <HotelOrderBody orderRef={orderRef} order={order} />
          </Suspense>
        )}
      </Stack>
    </Container>
  );
}
