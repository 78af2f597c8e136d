import { useCallback } from 'react';
import { type TFunction, useTranslation } from './i18n';
import type { ErrorCode } from '@travel/contracts/errors';
import { ApiError } from './api-client';

/** The reply's data fills a message's placeholders (a hold limit says what the limit is). */
const factsOf = (error: ApiError): object =>
  typeof error.data === 'object' && error.data !== null ? error.data : {};

/**
 * The text to show for a failed call: the translated message for the catalogue code when the
 * `common` namespace has one (`errors.<code>`), else the server's own message.
 */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    return t(`errors.${String(error.code)}`, {
      ...factsOf(error),
      ns: 'common',
      defaultValue: error.msg,
    });
  }
  return t('errors.unexpected', { ns: 'common' });
}

/**
 * Words for a failed call as a feature shows them: the feature namespace's translation of the
 * catalogue code when it has one (`<ns>:errors.<code>`), else the shared mapping above, else
 * the server's msg.
 */
export function useErrorText(ns: string): (error: unknown) => string {
  const { t } = useTranslation(ns);
  return useCallback(
    (error: unknown) => {
      const fallback = errorMessage(error, t);
      if (!(error instanceof ApiError)) return fallback;
      return t(`errors.${String(error.code)}`, { ...factsOf(error), defaultValue: fallback });
    },
    [t],
  );
}

/**
 * A failed call's ApiError, optionally with one catalogue code: pass `ERRORS.x.code`, the type
 * refuses a code the catalogue does not have.
 */
export const isApiError = (error: unknown, code?: ErrorCode): error is ApiError =>
  error instanceof ApiError && (code === undefined || error.code === code);
