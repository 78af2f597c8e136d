import { IconPlane } from '@tabler/icons-react';
import { formatClock, formatDay } from './flight-itinerary/format';
import { orderPayPath } from '../../lib/order-access';
import { lazyComponent } from '../lazy-component';
import type { WebProduct } from '../types';
import { getOrderDetail } from './get-order-detail';

/** Flights: the order page is /order-flight, the list shows the flight codes and departure. */
export const flight: WebProduct<'flight'> = {
  Icon: IconPlane,
  orderPath: (orderNo) => `/order-flight/${encodeURIComponent(orderNo)}`,
  // A flight's status words ("Issued": tickets are issued) are the payment namespace's.
  namespace: 'payment',
  listLine: (order) => order.flightCodes.join(', '),
  // The departure day and local clock time.
  startLabel: (order, _t, localeTag) =>
    order.departureTime
      ? `${formatDay(order.departureTime, localeTag)} ${formatClock(order.departureTime)}`
      : '',
  loadOrder: getOrderDetail,
  // Seats and extras are offered before the card, on the order's own pay page.
  payPage: orderPayPath,
  amountDue: (order) => ({ amount: order.totalPrice, currency: order.currency }),
  orderBody: lazyComponent(async () => (await import('./order/flight-order-body')).FlightOrderBody),
};
