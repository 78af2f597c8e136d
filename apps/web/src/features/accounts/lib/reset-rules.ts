import type { TFunction } from '../../../lib/i18n';
import {
  PasswordSchema,
  SendCodeBodySchema,
  VerifyCodeBodySchema,
} from '@travel/contracts/accounts';
import { confirmPasswordError, contractErrors } from './validation';

/**
 * The /reset-account steps' rules: the contract's schemas (messages mapped by
 * lib/form-errors.ts) and the password confirmation. Each step loads this module on its form's
 * first focus or submit (`useResetRules`), so zod is not in the page's first-load script, as on
 * /login and /account/password.
 */

/** Step 1: the account's email, as SendMailVerificationCode takes it. */
export function resetEmailErrors(email: string, t: TFunction): Record<string, string> {
  return contractErrors(SendCodeBodySchema, { email: email.trim(), purpose: 'reset' }, t, {
    labels: { email: t('fieldNames.email') },
  });
}

/** Step 2: the e-mailed code, in VerifyMailVerificationCode's format. */
export function resetCodeErrors(code: string, t: TFunction): Record<string, string> {
  const value = code.trim();
  if (value === '') return { code: t('validation.codeRequired') };
  const parsed = VerifyCodeBodySchema.shape.code.safeParse(value);
  return parsed.success ? {} : { code: t('validation.codeFormat') };
}

/** Step 3: the new password by the contract's PasswordSchema, and the same one again. */
export function resetPasswordErrors(
  values: { newPassword: string; confirmPassword: string },
  t: TFunction,
): Record<string, string> {
  const errors = contractErrors(PasswordSchema, values.newPassword, t, {
    labels: { '': t('fieldNames.newPassword') },
  });
  const result: Record<string, string> = {};
  if (errors['']) result.newPassword = errors[''];
  const confirmation = confirmPasswordError(values.newPassword, values.confirmPassword, t);
  if (confirmation) result.confirmPassword = confirmation;
  return result;
}
