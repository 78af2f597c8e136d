import { IconLuggage } from '@tabler/icons-react';
import { lazyComponent } from '../lazy-component';
import type { WebProduct } from '../types';
import { getTourOrder } from './order-detail';
import { TOUR_ORDER_NAMESPACE, localDay, tourAmountDue, tripCheckoutResult } from './order-facts';

/**
 * Tours: the order page is /order-tour/{no}; a paid tour waits for the operator's confirmation
 * (48 hours), so its `issued` reads Confirmed. Paid on the order page itself (card or the hosted
 * checkout): nothing is chosen before paying.
 */
export const tour: WebProduct<'tour'> = {
  Icon: IconLuggage,
  orderPath: (orderNo) => `/order-tour/${encodeURIComponent(orderNo)}`,
  namespace: TOUR_ORDER_NAMESPACE,
  listLine: (order, t) => t('list.line', { count: order.passengerNames.length }),
  startLabel: (order, t, localeTag) =>
    order.departureTime
      ? t('list.departs', { date: localDay(order.departureTime, localeTag) })
      : '',
  loadOrder: getTourOrder,
  payPage: null,
  checkoutResultPath: tripCheckoutResult('/tour'),
  amountDue: tourAmountDue,
  orderBody: lazyComponent(async () => (await import('./order/tour-order-body')).TourOrderBody),
};
