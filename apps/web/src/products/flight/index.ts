import { IconPlane } from '@tabler/icons-react';
import { formatClock, formatDay } from './flight-itinerary/format';
import type { WebProduct } from '../types';

/** Flights: the order page is /order-flight, the list shows the flight codes and departure. */
export const flight: WebProduct = {
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
};
