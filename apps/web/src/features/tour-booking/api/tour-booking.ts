import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  CruisePrice,
  PriceCruiseDetailBody,
  SaveOrderBody,
  SaveOrderCruiseBody,
  TourBookingResult,
} from '@travel/contracts/tour-orders';
import type { PriceTour, PriceTourBody } from '@travel/contracts/tours-price';
import type { TourInfo } from '@travel/contracts/tours-detail';
import type { RoomSetting, TourKind, TourLanguage } from '@travel/contracts/tours';
import { tourFetch } from '../../../products/tour/tour-fetch';

/**
 * The booking pages' calls (spec part 2 §7): the tour's detail (`POST /api/tourdetail`, a
 * cruise's `GET /api/CustomizeCruiseDetail`), the price of the rooms now (`POST /api/PriceTour`,
 * `POST /api/PriceCruiseDetail`) and the order (`POST /api/SaveOrder`, `/api/SaveOrderCruise`).
 */
export const tourBookingKeys = {
  all: ['tour-booking'] as const,
  detail: (kind: TourKind, id: string, lan: TourLanguage) =>
    [...tourBookingKeys.all, 'detail', kind, id, lan] as const,
  price: (kind: TourKind, body: unknown) => [...tourBookingKeys.all, 'price', kind, body] as const,
};

export function getTourInfo(
  kind: TourKind,
  id: string,
  Lan: TourLanguage,
  signal?: AbortSignal,
): Promise<TourInfo> {
  return kind === 'cruise'
    ? tourFetch<TourInfo>('/api/CustomizeCruiseDetail', { query: { id, Lan }, signal })
    : tourFetch<TourInfo>('/api/tourdetail', { method: 'POST', body: { tourid: id, Lan }, signal });
}

export const tourInfoQueryOptions = (kind: TourKind, id: string, lan: TourLanguage) =>
  queryOptions({
    queryKey: tourBookingKeys.detail(kind, id, lan),
    queryFn: ({ signal }) => getTourInfo(kind, id, lan, signal),
    staleTime: 60_000,
    retry: (count, error) => count < 2 && !(error as { status?: number }).status,
  });

export const useTourInfo = (kind: TourKind, id: string, lan: TourLanguage) =>
  useQuery(tourInfoQueryOptions(kind, id, lan));

/** A price of either call, as the booking pages show it. */
export interface BookingPrice {
  lines: CruisePrice['lines'];
  charges: number;
  /** Consumer total (the selling price); SaveOrder's `expectedTotal`. */
  total: number;
  /** The caller's commission (0 for visitors and customers) and what the caller pays. */
  commission: number;
  net: number;
  /** What the checkout takes now (a cruise's deposit while its final payment date is ahead). */
  dueNow: number;
  finalPaymentDate: string | null;
}

export interface PriceRequest {
  tourid: string;
  packageID: string;
  cttq: string;
  rooms: RoomSetting[];
  /** Cruise only. */
  cabin?: string;
  guarantee?: boolean;
  Lan: TourLanguage;
}

export async function priceBooking(
  kind: TourKind,
  request: PriceRequest,
  signal?: AbortSignal,
): Promise<BookingPrice> {
  if (kind === 'cruise') {
    const body: PriceCruiseDetailBody = {
      ...request,
      cabin: request.cabin ?? '',
      guarantee: request.guarantee ?? false,
    };
    const price = await tourFetch<CruisePrice>('/api/PriceCruiseDetail', {
      method: 'POST',
      body,
      signal,
    });
    return {
      lines: price.lines,
      charges: price.charges,
      total: price.totalprice,
      commission: price.TourComm,
      net: price.agentSelling,
      dueNow: price.dueNow,
      finalPaymentDate: price.finalPaymentDate,
    };
  }
  const { cabin: _cabin, guarantee: _guarantee, ...tourBody } = request;
  const body: PriceTourBody = tourBody;
  const price = await tourFetch<PriceTour>('/api/PriceTour', { method: 'POST', body, signal });
  return {
    lines: price.lines,
    charges: price.charges,
    total: price.totalprice,
    commission: price.TourComm,
    net: price.agentSelling,
    // PriceTour answers no deposit: the order (SaveOrder's dueNow) says what is taken now.
    dueNow: price.agentSelling,
    finalPaymentDate: null,
  };
}

export const usePriceBooking = (kind: TourKind, request: PriceRequest | null) =>
  useQuery({
    queryKey: tourBookingKeys.price(kind, request),
    queryFn: ({ signal }) => priceBooking(kind, request as PriceRequest, signal),
    enabled: request !== null,
    // Keeps the last price on screen while the next one is asked (no flicker on each click).
    placeholderData: (previous) => previous,
    retry: false,
  });

/**
 * `POST /api/SaveOrder` or `/api/SaveOrderCruise`: creates the order awaiting payment (places
 * held for 30 minutes). One key per attempt: pressing again replays, never books twice.
 */
export function saveTourOrder(
  kind: TourKind,
  body: SaveOrderBody | SaveOrderCruiseBody,
  idempotencyKey: string,
): Promise<TourBookingResult> {
  return tourFetch<TourBookingResult>(
    kind === 'cruise' ? '/api/SaveOrderCruise' : '/api/SaveOrder',
    {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
    },
  );
}
