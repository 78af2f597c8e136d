import type { TFunction } from '../../../lib/i18n';
import { ChangePasswordBodySchema } from '@travel/contracts/accounts';
import { confirmPasswordError, contractErrors } from './validation';

/**
 * The /account/password form's rules: the contract's ChangePasswordBodySchema (messages mapped
 * by lib/form-errors.ts) and the confirmation. The page loads this module on the form's first
 * focus or submit, so zod is not in its first-load script.
 */
export function passwordChangeErrors(
  values: { currentPassword: string; newPassword: string; confirmPassword: string },
  t: TFunction,
): Record<string, string> {
  const errors = contractErrors(
    ChangePasswordBodySchema,
    { currentPassword: values.currentPassword, newPassword: values.newPassword },
    t,
    {
      labels: {
        currentPassword: t('fieldNames.currentPassword'),
        newPassword: t('fieldNames.newPassword'),
      },
    },
  );
  // The schema's refine is the only custom issue on newPassword: the same password again.
  if (
    values.newPassword !== '' &&
    values.newPassword === values.currentPassword &&
    errors.newPassword
  ) {
    errors.newPassword = t('validation.passwordSame');
  }
  const confirmation = confirmPasswordError(values.newPassword, values.confirmPassword, t);
  if (confirmation) errors.confirmPassword = confirmation;
  return errors;
}
