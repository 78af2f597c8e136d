import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fold, nameKey, tokenize } from './text';

describe('text folding', () => {
  it('strips accents and maps special letters', () => {
    expect(fold('São Paulo')).toBe('sao paulo');
    expect(fold('Zürich')).toBe('zurich');
    expect(fold('Łódź')).toBe('lodz');
    expect(fold('Đà Nẵng')).toBe('da nang');
    expect(fold('Straße')).toBe('strasse');
    expect(fold('Reykjavík')).toBe('reykjavik');
  });

  it('keeps non-Latin scripts', () => {
    expect(tokenize('美国')).toEqual(['美国']);
    expect(tokenize('Москва')).toEqual(['москва']);
  });

  it('splits on anything that is not a letter or digit', () => {
    expect(tokenize("Chicago O'Hare Int'l (ORD)")).toEqual([
      'chicago',
      'o',
      'hare',
      'int',
      'l',
      'ord',
    ]);
    expect(nameKey('Montréal-Trudeau')).toBe(nameKey('montreal trudeau'));
  });

  it('folding is idempotent and tokens are folded words', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (text) => {
        expect(fold(fold(text))).toBe(fold(text));
        for (const token of tokenize(text)) {
          expect(token.length).toBeGreaterThan(0);
          expect(token).toBe(fold(token));
          expect(token).not.toMatch(/[\s,.'()-]/);
        }
      }),
    );
  });
});
