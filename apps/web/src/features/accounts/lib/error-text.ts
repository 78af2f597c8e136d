import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';

/**
 * Words for a failed account call: this feature's translation of the catalogue code when it
 * has one (`accounts:errors.<code>`), else the shell's shared mapping, else the server's msg.
 */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation('accounts');
  return useCallback(
    (error: unknown) => {
      const fallback = errorMessage(error, t);
      if (!(error instanceof ApiError)) return fallback;
      return t(`errors.${String(error.code)}`, { defaultValue: fallback });
    },
    [t],
  );
}

export const isApiError = (error: unknown, code?: string | number): error is ApiError =>
  error instanceof ApiError && (code === undefined || error.code === code);
