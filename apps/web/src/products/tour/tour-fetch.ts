import { TOUR_SUCCESS_CODE, type TourLanguage } from '@travel/contracts/tours';
import type { Locale } from '@travel/contracts/constants';
import { ApiError, apiFetch, type ApiFetchOptions } from '../../lib/api-client';

/**
 * A tour or cruise call (spec part 2 §7, §9): their replies succeed with code 1000, not the
 * common 0, so `apiFetch` raises them as an ApiError; this takes the data back out of such a
 * reply and leaves every real failure (`{code, msg}` of the catalogue) as it is. Shared by the
 * tour pages and the tour and cruise order pages.
 */
export async function tourFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  try {
    return await apiFetch<T>(path, options);
  } catch (error) {
    if (error instanceof ApiError && error.code === TOUR_SUCCESS_CODE && error.status < 300) {
      return error.data as T;
    }
    throw error;
  }
}

/** The tour calls' `Lan` for a page language: Chinese pages read ZH, the others EN. */
export const tourLanOf = (language: Locale): TourLanguage => (language === 'zh-CN' ? 'ZH' : 'EN');
