import { describe, expect, it } from 'vitest';
import { fixedT, interpolate, type Resource } from './translate';

const files: Record<string, Record<string, Resource>> = {
  en: {
    common: { actions: { close: 'Close' }, loading: 'Loading…' },
    hotels: {
      greeting: 'Hello {{name}}, {{name}}!',
      reviews_one: '{{count, number}} review',
      reviews_other: '{{count, number}} reviews',
      nth_ordinal_one: '{{count}}st',
      nth_ordinal_two: '{{count}}nd',
      nth_ordinal_few: '{{count}}rd',
      nth_ordinal_other: '{{count}}th',
      nights_zero: 'no nights',
      nights_one: 'one night',
      nights_other: '{{count}} nights',
      onlyEnglish: 'Only in English',
    },
  },
  es: {
    common: { actions: { close: 'Cerrar' } },
    hotels: {
      greeting: 'Hola {{name}}',
      reviews_one: '{{count, number}} opinión',
      reviews_other: '{{count, number}} opiniones',
    },
  },
};
const lookup = (language: string, namespace: string) => files[language]?.[namespace];
const english = fixedT({ languages: ['en'], namespace: 'hotels', lookup });
const spanish = fixedT({ languages: ['es', 'en'], namespace: 'hotels', lookup });

describe('translate', () => {
  it('fills every {{placeholder}} without escaping (React escapes)', () => {
    expect(english('greeting', { name: '<b>Ann & Bo</b>' })).toBe(
      'Hello <b>Ann & Bo</b>, <b>Ann & Bo</b>!',
    );
  });

  it('keeps a placeholder without a value and writes null as nothing, as i18next did', () => {
    expect(english('greeting')).toBe('Hello {{name}}, {{name}}!');
    expect(interpolate('[{{a}}]', { a: null }, 'en')).toBe('[]');
    expect(interpolate('{{a}} {{b}}', { a: 0, b: false }, 'en')).toBe('0 false');
  });

  it('formats {{count, number}} for the language the text is in', () => {
    expect(english('reviews', { count: 9876 })).toBe('9,876 reviews');
    expect(spanish('reviews', { count: 12345 })).toBe('12.345 opiniones');
  });

  it('picks the plural form by Intl.PluralRules, _zero for 0 when the file has it', () => {
    expect(english('reviews', { count: 1 })).toBe('1 review');
    expect(english('reviews', { count: 2 })).toBe('2 reviews');
    expect(english('nights', { count: 0 })).toBe('no nights');
    expect(english('reviews', { count: 0 })).toBe('0 reviews');
    expect(spanish('reviews', { count: 1 })).toBe('1 opinión');
  });

  it('uses the ordinal forms with ordinal: true', () => {
    const ordinals = [1, 2, 3, 4, 11, 12, 21, 22, 23].map((count) =>
      english('nth', { count, ordinal: true }),
    );
    expect(ordinals).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '21st', '22nd', '23rd']);
  });

  it('falls back to the language’s own other form for a category its file lacks', () => {
    // CLDR's Spanish has `many` (a million); the files have _one and _other only.
    expect(new Intl.PluralRules('es').select(1_000_000)).toBe('many');
    expect(spanish('reviews', { count: 1_000_000 })).toBe('1.000.000 opiniones');
  });

  it('takes a text the language lacks from English', () => {
    expect(spanish('onlyEnglish')).toBe('Only in English');
    expect(spanish('actions.close', { ns: 'common' })).toBe('Cerrar');
  });

  it('reads another namespace by ns: prefix or option', () => {
    expect(english('common:actions.close')).toBe('Close');
    expect(english('actions.close', { ns: 'common' })).toBe('Close');
    expect(spanish('common:loading')).toBe('Loading…');
  });

  it('refuses, at compile time, the i18next options it does not do', () => {
    // @ts-expect-error returnObjects is i18next's, not this module's
    expect(english('greeting', { returnObjects: true })).toBe('Hello {{name}}, {{name}}!');
    // @ts-expect-error context is i18next's, not this module's
    expect(english('onlyEnglish', { context: 'male' })).toBe('Only in English');
  });

  it('returns the key (without its namespace) for a missing text, or the defaultValue', () => {
    expect(english('nowhere.to.be.found')).toBe('nowhere.to.be.found');
    expect(english('common:nowhere')).toBe('nowhere');
    expect(english('actions', { ns: 'common' })).toBe('actions');
    expect(english('status.x', { defaultValue: 'Got {{code}}', code: 42 })).toBe('Got 42');
    expect(english('greeting', { defaultValue: 'unused', name: 'Al' })).toBe('Hello Al, Al!');
  });

  it('reads a namespace that is not loaded as missing', () => {
    expect(english('x', { ns: 'payment', defaultValue: 'Fallback' })).toBe('Fallback');
  });
});
