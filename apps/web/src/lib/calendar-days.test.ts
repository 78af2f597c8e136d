import { describe, expect, it } from 'vitest';
import { plusDays, plusMonths } from './calendar-days';

const ymd = (date: Date) => date.toISOString().slice(0, 10);

describe('calendar days', () => {
  it('adds days across month, year and daylight-saving boundaries', () => {
    expect(ymd(plusDays(2026, 12, 31, 1))).toBe('2027-01-01');
    expect(ymd(plusDays(2027, 3, 28, 1))).toBe('2027-03-29');
    expect(ymd(plusDays(2027, 3, 1, -1))).toBe('2027-02-28');
  });

  it('adds months on the same day, or the last day of a shorter month', () => {
    expect(ymd(plusMonths(2027, 1, 31, 1))).toBe('2027-02-28');
    expect(ymd(plusMonths(2028, 1, 31, 1))).toBe('2028-02-29');
    expect(ymd(plusMonths(2026, 11, 30, 3))).toBe('2027-02-28');
    expect(ymd(plusMonths(2026, 11, 15, 14))).toBe('2028-01-15');
  });
});
