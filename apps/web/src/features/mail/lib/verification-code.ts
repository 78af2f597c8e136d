import { EMAIL_CODE_LENGTH } from '@travel/contracts/constants';

const CODE = new RegExp(`(?<!\\d)\\d{${EMAIL_CODE_LENGTH}}(?!\\d)`);

/**
 * The code in a verification-code message, so the demo mailbox can show it large with a copy
 * button. Only that kind of message is read this way; other mail may contain other numbers.
 */
export function verificationCodeIn(message: { kind: string; text: string }): string | null {
  if (message.kind !== 'verification-code') return null;
  return CODE.exec(message.text)?.[0] ?? null;
}
