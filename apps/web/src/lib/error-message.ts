import type { TFunction } from 'i18next';
import { ApiError } from './api-client';

/**
 * The text to show for a failed call: the translated message for the catalogue code when the
 * `common` namespace has one (`errors.<code>`), else the server's own message.
 */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    return t(`errors.${String(error.code)}`, { ns: 'common', defaultValue: error.msg });
  }
  return t('errors.unexpected', { ns: 'common' });
}
