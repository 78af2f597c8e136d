import type { CruiseOrderDetail, TourOrderDetail } from '@travel/contracts/tour-orders';
import { ERRORS } from '@travel/contracts/errors';
import { ApiError } from '../../lib/api-client';
import type { OrderRef } from '../../lib/order-access';
import { currentLanguage } from '../../lib/language';
import { tourFetch, tourLanOf } from './tour-fetch';

/**
 * `GET /api/OrderDetail?orderNo=…[&email=…]&Lan=…`: a tour or cruise order (the path is shared
 * with flight orders; a tour order answers in the tour envelope, code 1000). The owner (or their
 * agent) is known by the token; a visitor adds the booking email.
 */
function getTourOrCruiseOrder(
  ref: OrderRef,
  signal?: AbortSignal,
): Promise<TourOrderDetail | CruiseOrderDetail> {
  return tourFetch<TourOrderDetail | CruiseOrderDetail>('/api/OrderDetail', {
    query: {
      orderNo: ref.orderNo,
      email: ref.email ?? undefined,
      Lan: tourLanOf(currentLanguage()),
    },
    signal,
  });
}

/** A cruise number on /order-tour (or the reverse) is no order of this page: 1502. */
const wrongProduct = () =>
  new ApiError(404, ERRORS.orderDoesNotExist1502.code, 'order does not exist');

export async function getTourOrder(ref: OrderRef, signal?: AbortSignal): Promise<TourOrderDetail> {
  const order = await getTourOrCruiseOrder(ref, signal);
  if (order.product !== 'tour') throw wrongProduct();
  return order;
}

export async function getCruiseOrder(
  ref: OrderRef,
  signal?: AbortSignal,
): Promise<CruiseOrderDetail> {
  const order = await getTourOrCruiseOrder(ref, signal);
  if (order.product !== 'cruise') throw wrongProduct();
  return order;
}

/** The order of a booking page of either kind (tour or cruise pages share them). */
export const getTripOrder = (
  kind: 'tour' | 'cruise',
  ref: OrderRef,
  signal?: AbortSignal,
): Promise<TourOrderDetail | CruiseOrderDetail> =>
  kind === 'cruise' ? getCruiseOrder(ref, signal) : getTourOrder(ref, signal);
