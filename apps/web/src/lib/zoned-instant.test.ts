import { describe, expect, it } from 'vitest';
import { formatZonedInstant } from './zoned-instant';

describe('formatZonedInstant', () => {
  const iso = '2027-02-25T18:00:00.000Z';

  it('shows the instant in the zone given, with its year and the zone named', () => {
    expect(formatZonedInstant(iso, 'en-US', 'Asia/Tokyo')).toBe('Fri, Feb 26, 2027, 03:00 GMT+9');
    expect(formatZonedInstant(iso, 'en-US', 'Europe/London')).toBe('Thu, Feb 25, 2027, 18:00 GMT');
  });

  it('falls back to UTC, said as such, for a zone name it does not know', () => {
    expect(formatZonedInstant(iso, 'en-US', 'Mars/Olympus')).toBe('Thu, Feb 25, 2027, 18:00 UTC');
  });

  it('names the viewer’s own zone when none is given', () => {
    expect(formatZonedInstant(iso, 'en-US')).toMatch(/^\w{3}, \w{3} \d{1,2}, 2027, \d\d:\d\d \S+/);
  });
});
