import { describe, expect, it } from 'vitest';
import { formatPhone, isValidPhone, parsePhone } from './phone-value';

describe('the international phone value', () => {
  it('writes the calling code before the national number', () => {
    expect(formatPhone({ country: 'FR', national: '612345678' })).toBe('+33 612345678');
    expect(formatPhone({ country: 'CN', national: '138 0013 8000' })).toBe('+86 138 0013 8000');
    expect(formatPhone({ country: 'US', national: '   ' })).toBe('');
  });

  it('reads a value back, keeping the chosen country among those sharing a code', () => {
    expect(parsePhone('+33 612345678', 'US')).toEqual({ country: 'FR', national: '612345678' });
    expect(parsePhone('+1 4155550100', 'CA')).toEqual({ country: 'CA', national: '4155550100' });
    expect(parsePhone('', 'FR')).toEqual({ country: 'FR', national: '' });
  });

  it('accepts whole international numbers only', () => {
    expect(isValidPhone('+33 612345678')).toBe(true);
    expect(isValidPhone('+86 138-0013-8000')).toBe(true);
    expect(isValidPhone('+1 415 555 0100')).toBe(true);
    // No calling code, an unknown one, too short, too long, letters.
    expect(isValidPhone('612345678')).toBe(false);
    expect(isValidPhone('+999 612345678')).toBe(false);
    expect(isValidPhone('+33 12')).toBe(false);
    expect(isValidPhone('+33 1234567890123456')).toBe(false);
    expect(isValidPhone('+33 61234abcd')).toBe(false);
  });
});
