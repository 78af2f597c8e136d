import type { Locale } from '@travel/contracts/constants';
import type { TourLanguage } from '@travel/contracts/tours';
import { TOUR_OK } from './search/tour-constants';
import { ApiError, apiFetch, type ApiFetchOptions } from '../../lib/api-client';
import { currentLanguage } from '../../lib/language';

/** `Lan` of the tour calls (spec part 2 §7): Simplified Chinese asks ZH, every other page EN. */
export const tourLanOf = (language: Locale): TourLanguage => (language === 'zh-CN' ? 'ZH' : 'EN');

/**
 * A tour call through the app's one client (`apiFetch`: token refresh, time-outs, errors). Tour
 * calls answer success with code 1000 (spec part 2 §9), which `apiFetch` reads as a failure
 * carrying the reply's `data`: that case is turned back into the data here, so the shared
 * client keeps the common rule (code 0) for every other call. `Lan` goes with every call: in the
 * query of a GET, in the body of a POST.
 */
export async function tourFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const Lan = tourLanOf(currentLanguage());
  const withLan: ApiFetchOptions =
    options.body !== undefined && typeof options.body === 'object'
      ? { ...options, body: { ...(options.body as object), Lan } }
      : { ...options, query: { ...options.query, Lan } };
  try {
    return await apiFetch<T>(path, withLan);
  } catch (error) {
    if (error instanceof ApiError && error.code === TOUR_OK && error.status === 200) {
      return error.data as T;
    }
    throw error;
  }
}
