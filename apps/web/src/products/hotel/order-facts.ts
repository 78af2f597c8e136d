import type { CurrencyCode } from '@travel/contracts/constants';
import type { HotelOrderDetail } from '@travel/contracts/hotel-orders';

/*
 * Two facts of a hotel order that the hotel's own pages (order view, booking result) need as
 * well as the registry entry (index.ts). They import them from here rather than the entry: the
 * entry also holds how orders are read and the loader of the order body, which the order view
 * is part of.
 */

/**
 * src/locales/<lng>/hotel.json, the hotel product's words: "Confirmed" for an issued order, the
 * stay's list words, the cancellation policies.
 */
export const HOTEL_NAMESPACE = 'hotel';

/**
 * What paying the order now charges: what is due at the hotel is paid there, and an agent's
 * commission came off the total.
 */
export const hotelAmountDue = (
  order: HotelOrderDetail,
): { amount: number; currency: CurrencyCode } => ({
  amount: order.total - (order.commission ?? 0) - order.paidNow - order.dueAtHotel,
  currency: order.currency,
});
