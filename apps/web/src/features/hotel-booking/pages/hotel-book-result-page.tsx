import { lazy, Suspense } from 'react';
import { Container } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { useSearchParams } from '../../../lib/router';
import { LoadingState } from '../../../components/page-states';
import { usePageTitle } from '../../../lib/use-page-title';
import { hotelOrderRefOf, useHotelOrder } from '../api/hotel-order';

// The headline, the payment form and the order view wait on SearchHotelOrder: a chunk of their
// own, requested as this page loads so it arrives while the order is read.
const resultBody = import('../components/hotel-book-result-body');
// A failed download is reported where it renders (the error page offers a reload), not twice.
void resultBody.catch(() => undefined);
const HotelBookResultBody = lazy(async () => ({
  default: (await resultBody).HotelBookResultBody,
}));

/**
 * /hotel/book-detail?orderNo=… (spec part 2 §2, HotelBookResult): where the booking ended, from
 * SearchHotelOrder. A visitor reads it with the booking email this tab kept from the booking.
 */
export function HotelBookResultPage() {
  const { t } = useTranslation('hotel-booking');
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo')?.trim() ?? '';
  const orderRef = hotelOrderRefOf(orderNo);
  const order = useHotelOrder(orderRef);
  usePageTitle(t('result.title'));

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      {orderNo && order.isPending ? (
        <LoadingState rows={6} />
      ) : (
        <Suspense fallback={<LoadingState rows={6} />}>
          <HotelBookResultBody orderNo={orderNo} orderRef={orderRef} order={order} />
        </Suspense>
      )}
    </Container>
  );
}
