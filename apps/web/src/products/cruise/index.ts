import { IconShip } from '@tabler/icons-react';
import { lazyComponent } from '../lazy-component';
import { getCruiseOrder } from '../tour/order-detail';
import {
  CRUISE_ORDER_NAMESPACE,
  localDay,
  tourAmountDue,
  tripCheckoutResult,
} from '../tour/order-facts';
import type { WebProduct } from '../types';

/**
 * Cruises: the order page is /order-cruise/{no}. A cruise order is a tour order with a cabin
 * (one API module serves both), so its body is the tour's, which shows the ship and cabin when
 * the order has them; its words (status, list, shell) are its own.
 */
export const cruise: WebProduct<'cruise'> = {
  Icon: IconShip,
  orderPath: (orderNo) => `/order-cruise/${encodeURIComponent(orderNo)}`,
  namespace: CRUISE_ORDER_NAMESPACE,
  listLine: (order, t) => t('list.line', { count: order.passengerNames.length }),
  startLabel: (order, t, localeTag) =>
    order.departureTime
      ? t('list.departs', { date: localDay(order.departureTime, localeTag) })
      : '',
  loadOrder: getCruiseOrder,
  payPage: null,
  checkoutResultPath: tripCheckoutResult('/Cruise'),
  amountDue: tourAmountDue,
  orderBody: lazyComponent(
    async () => (await import('../tour/order/tour-order-body')).CruiseOrderBody,
  ),
};
