import { randomInt } from 'node:crypto';
import { SHORT_LINK_ALPHABET, SHORT_LINK_CODE_LENGTH } from '@travel/contracts/short-links';

/**
 * A fresh random code. `randomInt` draws uniformly from the CSPRNG (no modulo bias), so codes
 * cannot be predicted from earlier ones and enumerating them finds nothing useful.
 */
export function newShortLinkCode(): string {
  let code = '';
  for (let i = 0; i < SHORT_LINK_CODE_LENGTH; i += 1) {
    code += SHORT_LINK_ALPHABET[randomInt(SHORT_LINK_ALPHABET.length)];
  }
  return code;
}
