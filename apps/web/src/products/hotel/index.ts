import { IconBuilding } from '@tabler/icons-react';
import { formatDay } from '../../components/flight-itinerary/format';
import type { WebProduct } from '../types';

/** Hotels: the order page is /order-hotel; a hotel confirms a stay, it issues no ticket. */
export const hotel: WebProduct = {
  Icon: IconBuilding,
  orderPath: (orderNo) => `/order-hotel/${encodeURIComponent(orderNo)}`,
  // src/locales/<lng>/hotel.json: "Confirmed" for an issued order, the stay's list words.
  namespace: 'hotel',
  listLine: (_order, t) => t('list.stay'),
  // The stay starts on the check-in day (no clock time: the hotel's check-in hours apply).
  startLabel: (order, t, localeTag) =>
    order.departureTime
      ? t('list.checkIn', { date: formatDay(order.departureTime, localeTag) })
      : '',
};
