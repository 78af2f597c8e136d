import { describe, expect, it } from 'vitest';
import { readOfferToken, writeOfferToken, type OfferTokenPayload } from './offer-token';

const secret = 'a-test-secret-of-enough-length-0123456789';
const payload: OfferTokenPayload = {
  v: 1,
  tripType: 'roundtrip',
  flights: [['UA101-20270415', 'UA202-20270415'], ['UA203-20270422']],
  cabin: 'E',
  adults: 2,
  children: 1,
  quoted: { 'E-BASIC': 50_685, 'E-FLEX': 94_455 },
  parts: { 'E-BASIC': [14_100, 3_585, 10_600, 3_200], 'E-FLEX': [30_000, 1, 2, 3] },
  responseId: '6f1c8a52-2f0e-4f7e-9d1e-0a3c5b7d9e11',
  exp: Date.parse('2027-03-01T15:30:00Z'),
  invoice: true,
};

describe('offer ids', () => {
  it('round-trip as compact plain text with a short signature', () => {
    const token = writeOfferToken(payload, secret);
    expect(token).toMatch(/^2~r~E~2~1~UA101-20270415,UA202-20270415;UA203-20270422~/);
    expect(token.split('.').at(-1)).toHaveLength(22);
    expect(readOfferToken(token, secret)).toEqual(payload);
  });

  it('refuse any change, another secret or junk', () => {
    const token = writeOfferToken(payload, secret);
    const cheaper = token.replace('E-BASIC:50685', 'E-BASIC:10685');
    expect(cheaper).not.toBe(token);
    expect(readOfferToken(cheaper, secret)).toBeNull();
    expect(readOfferToken(token.replace('~2~1~', '~3~1~'), secret)).toBeNull();
    expect(readOfferToken(token, `${secret}x`)).toBeNull();
    for (const junk of ['', '.', 'abc', '2~r.abc', `${token}x`]) {
      expect(readOfferToken(junk, secret)).toBeNull();
    }
  });

  it('fall back to signed base64 JSON for payloads the text form cannot carry', () => {
    const odd = { ...payload, quoted: { 'brand:one': 100 }, parts: {} };
    const token = writeOfferToken(odd, secret);
    expect(token.startsWith('2~')).toBe(false);
    expect(readOfferToken(token, secret)).toEqual(odd);
  });
});
