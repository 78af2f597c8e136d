import { describe, expect, it } from 'vitest';
import {
  brandOf,
  cardExpired,
  cardNumberProblem,
  cvvLength,
  digitsOf,
  FORM_EXPIRY_GRACE_MS,
  groupCardNumber,
  lastFour,
  luhnValid,
  numberFitsBrand,
  passesLuhn,
} from './card-rules';
import { SANDBOX_CARDS } from './payments';

/** `body` followed by the check digit that makes it pass Luhn. */
function withCheckDigit(body: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    if (luhnValid(`${body}${digit}`)) return `${body}${digit}`;
  }
  throw new Error('unreachable: one of ten digits always fits');
}

const HOUR = 60 * 60 * 1000;

describe('card rules: the issuer ranges as published (issue 11 §3)', () => {
  it('Discover is 6011, 644–649, 65 and 622126–622925; the rest of 622 is no Discover card', () => {
    for (const prefix of ['6011', '644', '649', '65', '622126', '622500', '622925']) {
      expect(brandOf(prefix.padEnd(16, '0')), prefix).toBe('DS');
    }
    // The web's copy called any 622 a Discover card; the processor refused it as a number.
    for (const prefix of ['6220', '622125', '622926', '62293']) {
      expect(brandOf(prefix.padEnd(16, '0')), prefix).toBeNull();
    }
    const unionPayOnly = withCheckDigit('622000000000000');
    expect(cardNumberProblem(unionPayOnly, 'DS')).toBe('brand');
    expect(numberFitsBrand(withCheckDigit('622126000000000'), 'DS')).toBe(true);
  });

  it('MasterCard is 51–55 and 2221–2720', () => {
    for (const prefix of ['51', '55', '2221', '2230', '2500', '2720']) {
      expect(brandOf(prefix.padEnd(16, '0')), prefix).toBe('CA');
    }
    for (const prefix of ['50', '56', '2220', '2721']) {
      expect(brandOf(prefix.padEnd(16, '0')), prefix).toBeNull();
    }
  });

  it('reads a number as typed, with spaces or hyphens', () => {
    expect(digitsOf('4242 4242-4242 4242')).toBe('4242424242424242');
    expect(cardNumberProblem('4242 4242 4242 4242', 'VI')).toBeNull();
    expect(numberFitsBrand('3782 822463 10005', 'AX')).toBe(true);
    expect(lastFour(SANDBOX_CARDS.visaSuccess)).toBe('4242');
  });
});

describe('card rules: expiry on the processor clock (UTC), the form a day lenient', () => {
  it('a card is good through the last instant of its month in UTC', () => {
    expect(cardExpired(5, 2026, new Date('2026-05-31T23:59:59.999Z'))).toBe(false);
    expect(cardExpired(5, 2026, new Date('2026-06-01T00:00:00.000Z'))).toBe(true);
    expect(cardExpired(12, 2026, new Date('2026-12-31T23:59:59.999Z'))).toBe(false);
    expect(cardExpired(12, 2026, new Date('2027-01-01T00:00:00.000Z'))).toBe(true);
  });

  it('the form refuses a card only a day after the server would', () => {
    expect(cardExpired(5, 2026, new Date('2026-06-01T23:59:59.999Z'), FORM_EXPIRY_GRACE_MS)).toBe(
      false,
    );
    expect(cardExpired(5, 2026, new Date('2026-06-02T00:00:00.000Z'), FORM_EXPIRY_GRACE_MS)).toBe(
      true,
    );
  });

  it('never refuses in the form a card the server takes, with the payer clock up to 23 h ahead', () => {
    const border = Date.UTC(2026, 5, 1); // the first instant after May 2026
    for (let server = border - 30 * HOUR; server <= border + 30 * HOUR; server += HOUR) {
      const serverTakes = !cardExpired(5, 2026, new Date(server));
      for (let skew = -23; skew <= 23; skew += 1) {
        const payer = new Date(server + skew * HOUR);
        const formRefuses = cardExpired(5, 2026, payer, FORM_EXPIRY_GRACE_MS);
        if (serverTakes) expect(formRefuses, `${payer.toISOString()}`).toBe(false);
      }
    }
  });
});

describe('card rules as the API tested them', () => {
  it('checks the Luhn digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('4242-4242')).toBe(false);
  });

  it('every sandbox card is a valid number of its brand', () => {
    for (const number of Object.values(SANDBOX_CARDS)) {
      const brand = brandOf(number);
      expect(brand, number).not.toBeNull();
      expect(numberFitsBrand(number, brand!)).toBe(true);
    }
    expect(brandOf(SANDBOX_CARDS.mastercardSuccess)).toBe('CA');
    expect(brandOf(SANDBOX_CARDS.amexSuccess)).toBe('AX');
    expect(brandOf(SANDBOX_CARDS.discoverSuccess)).toBe('DS');
    expect(brandOf('2223003122003222')).toBe('CA');
    expect(brandOf('9999999999999995')).toBeNull();
  });

  it('refuses a number of another brand or length', () => {
    expect(numberFitsBrand(SANDBOX_CARDS.visaSuccess, 'CA')).toBe(false);
    expect(numberFitsBrand(SANDBOX_CARDS.amexSuccess, 'VI')).toBe(false);
    // Luhn-valid Visa prefix, but 15 digits is not a Visa length.
    expect(numberFitsBrand('424242424242426', 'VI')).toBe(false);
  });

  it('a card is good through the end of its expiry month', () => {
    const now = new Date('2026-05-31T23:59:00Z');
    expect(cardExpired(5, 2026, now)).toBe(false);
    expect(cardExpired(4, 2026, now)).toBe(true);
    expect(cardExpired(12, 2025, now)).toBe(true);
    expect(cardExpired(1, 2027, now)).toBe(false);
  });

  it('American Express takes 4 security digits, the others 3', () => {
    expect(cvvLength('AX')).toBe(4);
    expect(cvvLength('VI')).toBe(3);
  });
});

describe('card rules as the web form tested them', () => {
  it('accepts every sandbox card by Luhn and finds its brand', () => {
    for (const number of Object.values(SANDBOX_CARDS)) expect(passesLuhn(number)).toBe(true);
    expect(brandOf(SANDBOX_CARDS.visaSuccess)).toBe('VI');
    expect(brandOf(SANDBOX_CARDS.mastercardSuccess)).toBe('CA');
    expect(brandOf('2221000000000009')).toBe('CA');
    expect(brandOf(SANDBOX_CARDS.amexSuccess)).toBe('AX');
    expect(brandOf(SANDBOX_CARDS.discoverSuccess)).toBe('DS');
    expect(brandOf('9999000000000000')).toBeNull();
  });

  it('rejects a number with one digit changed, and one with spaces is read as digits', () => {
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('4242 4242 4242 4242')).toBe(true);
    expect(passesLuhn('42424242')).toBe(false);
    expect(passesLuhn('4242-abcd-4242-4242')).toBe(false);
  });

  it('says what is wrong: Luhn, brand or length', () => {
    expect(cardNumberProblem('4242424242424241', 'VI')).toBe('luhn');
    expect(cardNumberProblem(SANDBOX_CARDS.visaSuccess, 'CA')).toBe('brand');
    expect(cardNumberProblem('42424242424242426', 'VI')).toBe('length');
    expect(cardNumberProblem(SANDBOX_CARDS.amexSuccess, 'AX')).toBeNull();
  });

  it('treats a card as valid through the last day of its expiry month', () => {
    // The payer's local clock, as the form passes it, with the form's day of leniency.
    const now = new Date(2026, 5, 30, 23, 0); // 30 June 2026
    const isExpired = (month: number, year: number, at: Date) =>
      cardExpired(month, year, at, FORM_EXPIRY_GRACE_MS);
    expect(isExpired(6, 2026, now)).toBe(false);
    expect(isExpired(5, 2026, now)).toBe(true);
    expect(isExpired(1, 2027, now)).toBe(false);
    expect(isExpired(12, 2025, now)).toBe(true);
  });

  it('wants 4 CVV digits for American Express and 3 for the others', () => {
    expect(cvvLength('AX')).toBe(4);
    expect(cvvLength('VI')).toBe(3);
    expect(cvvLength('CA')).toBe(3);
    expect(cvvLength('DS')).toBe(3);
  });

  it('groups digits the way the card prints them', () => {
    expect(groupCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(groupCardNumber('42a4')).toBe('424');
  });
});
