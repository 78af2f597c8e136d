import type { CodePurpose } from '@travel/contracts/accounts';
import { verificationCodeMessage } from '../../lib/mail/code-message';

const WHAT_FOR: Record<CodePurpose, string> = {
  reset: 'reset the password of your Travel Outlet account',
  contact: 'confirm this email address for your Travel Outlet booking',
};

/** The verification-code message of an account or booking-contact code. */
export function codeMessage(purpose: CodePurpose, code: string) {
  const subject =
    purpose === 'reset'
      ? 'Your Travel Outlet password reset code'
      : 'Your Travel Outlet verification code';
  return verificationCodeMessage({ subject, what: WHAT_FOR[purpose], code });
}
