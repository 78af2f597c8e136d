import { IconBuilding } from '@tabler/icons-react';
import { dateTimeFormat } from '../../lib/intl-format';
import { lazyComponent } from '../lazy-component';
import type { WebProduct } from '../types';
import { getHotelOrder } from './order-detail';
import { HOTEL_NAMESPACE, hotelAmountDue } from './order-facts';

/** Hotels: the order page is /order-hotel; a hotel confirms a stay, it issues no ticket. */
// "Mon, Jun 10": the check-in day as written (hotel-local), never shifted by the browser's zone.
const checkInDay = (local: string, localeTag: string): string =>
  dateTimeFormat(localeTag, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${local.slice(0, 10)}T00:00:00Z`));

export const hotel: WebProduct<'hotel'> = {
  Icon: IconBuilding,
  orderPath: (orderNo) => `/order-hotel/${encodeURIComponent(orderNo)}`,
  namespace: HOTEL_NAMESPACE,
  listLine: (_order, t) => t('list.stay'),
  // The stay starts on the check-in day (no clock time: the hotel's check-in hours apply).
  startLabel: (order, t, localeTag) =>
    order.departureTime
      ? t('list.checkIn', { date: checkInDay(order.departureTime, localeTag) })
      : '',
  loadOrder: getHotelOrder,
  // Nothing to choose before paying: the card form sits on the order page.
  payPage: null,
  amountDue: hotelAmountDue,
  orderBody: lazyComponent(async () => (await import('./order/hotel-order-body')).HotelOrderBody),
};
