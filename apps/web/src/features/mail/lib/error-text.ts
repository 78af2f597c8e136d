import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';

/** This feature's words for a catalogue code, else the shell's mapping, else the server's msg. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation('mail');
  return useCallback(
    (error: unknown) => {
      const fallback = errorMessage(error, t);
      if (!(error instanceof ApiError)) return fallback;
      return t(`errors.${String(error.code)}`, { defaultValue: fallback });
    },
    [t],
  );
}
