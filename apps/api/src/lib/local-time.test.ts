import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  expandCompactDate,
  formatLocal,
  isoInstant,
  localDate,
  localToUtc,
  zoneOffsetMinutes,
} from './local-time';

const iso = (ms: number) => new Date(ms).toISOString();

describe('local times in IANA zones', () => {
  it('converts wall times to UTC on both sides of daylight saving', () => {
    expect(iso(localToUtc('America/Los_Angeles', '2027-01-15', 8 * 60))).toBe(
      '2027-01-15T16:00:00.000Z',
    );
    expect(iso(localToUtc('America/Los_Angeles', '2027-07-15', 8 * 60))).toBe(
      '2027-07-15T15:00:00.000Z',
    );
    expect(iso(localToUtc('Europe/London', '2027-07-01', 12 * 60))).toBe(
      '2027-07-01T11:00:00.000Z',
    );
    expect(iso(localToUtc('Asia/Kolkata', '2027-07-01', 12 * 60))).toBe('2027-07-01T06:30:00.000Z');
    expect(iso(localToUtc('Australia/Sydney', '2027-01-10', 9 * 60))).toBe(
      '2027-01-09T22:00:00.000Z',
    );
  });

  it('is right on the change days themselves', () => {
    // New York springs forward at 02:00 on 14 March 2027: 08:00 that day is already EDT.
    expect(iso(localToUtc('America/New_York', '2027-03-14', 8 * 60))).toBe(
      '2027-03-14T12:00:00.000Z',
    );
    expect(iso(localToUtc('America/New_York', '2027-03-13', 8 * 60))).toBe(
      '2027-03-13T13:00:00.000Z',
    );
    // 02:30 does not exist that night: clocks read 03:30 at that instant.
    expect(formatLocal('America/New_York', localToUtc('America/New_York', '2027-03-14', 150))).toBe(
      '2027-03-14T03:30',
    );
    // 01:30 happens twice on 7 November 2027: the first (EDT) one is taken.
    expect(iso(localToUtc('America/New_York', '2027-11-07', 90))).toBe('2027-11-07T05:30:00.000Z');
    expect(iso(localToUtc('America/New_York', '2027-11-07', 8 * 60))).toBe(
      '2027-11-07T13:00:00.000Z',
    );
    // Europe changes on another Sunday (28 March 2027).
    expect(zoneOffsetMinutes('Europe/Paris', Date.parse('2027-03-27T12:00:00Z'))).toBe(60);
    expect(zoneOffsetMinutes('Europe/Paris', Date.parse('2027-03-28T12:00:00Z'))).toBe(120);
  });

  it('gives the offset the wall clock shows, also in odd zones, on change days and in old times', () => {
    // The wall time Intl writes, minus the instant (to the minute): what the offset must be.
    const formats = new Map<string, Intl.DateTimeFormat>();
    const wallOffset = (timeZone: string, utcMs: number): number => {
      const format =
        formats.get(timeZone) ??
        new Intl.DateTimeFormat('en-US', {
          timeZone,
          hourCycle: 'h23',
          year: 'numeric',
          month: 'numeric',
          day: 'numeric',
          hour: 'numeric',
          minute: 'numeric',
        });
      formats.set(timeZone, format);
      const parts = format.formatToParts(utcMs);
      const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
      const wall = Date.UTC(
        part('year'),
        part('month') - 1,
        part('day'),
        part('hour'),
        part('minute'),
      );
      return Math.round((wall - (utcMs - (utcMs % 60_000))) / 60_000);
    };
    const zones = [
      'America/New_York',
      'America/St_Johns',
      'Asia/Kathmandu',
      'Asia/Kolkata',
      'Australia/Lord_Howe',
      'Pacific/Chatham',
      'Africa/Casablanca',
      'America/Santiago',
      'Europe/London',
      'UTC',
    ];
    const wrong: string[] = [];
    for (const zone of zones) {
      // Every hour over 2027, and each instant once more on a second pass (cached days).
      for (let pass = 0; pass < 2; pass += 1) {
        for (let hour = 0; hour < 366 * 24; hour += 1) {
          const instant = Date.parse('2027-01-01T00:00:00Z') + hour * 3_600_000 + 17 * 60_000;
          const offset = zoneOffsetMinutes(zone, instant);
          if (offset !== wallOffset(zone, instant)) wrong.push(`${zone} ${iso(instant)} ${offset}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // localToUtc takes a day's one offset when it has one: the same instants as trying the
    // offsets half a day either side (its general way), on every date of 2027 and change days.
    const bySearch = (zone: string, date: string, minutes: number): number => {
      const wall = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
      const before = wall - zoneOffsetMinutes(zone, wall - 43_200_000) * 60_000;
      const after = wall - zoneOffsetMinutes(zone, wall + 43_200_000) * 60_000;
      const fits = (utc: number) => utc + zoneOffsetMinutes(zone, utc) * 60_000 === wall;
      if (fits(before) && fits(after)) return Math.min(before, after);
      return fits(before) ? before : fits(after) ? after : before;
    };
    const mismatched: string[] = [];
    for (const zone of zones) {
      for (let day = 0; day < 365; day += 1) {
        const date = addDays('2027-01-01', day);
        for (const minutes of [0, 90, 150, 8 * 60 + 5, 23 * 60 + 59]) {
          if (localToUtc(zone, date, minutes) !== bySearch(zone, date, minutes)) {
            mismatched.push(`${zone} ${date} ${minutes}`);
          }
        }
      }
    }
    expect(mismatched).toEqual([]);
    // Local mean time, an offset in seconds (Intl writes GMT-04:56:02): from the wall clock.
    const old = Date.parse('1850-06-01T12:00:30Z');
    expect(zoneOffsetMinutes('America/New_York', old)).toBe(wallOffset('America/New_York', old));
    expect(zoneOffsetMinutes('Asia/Kathmandu', Date.parse('2027-06-01T00:00:00Z'))).toBe(345);
  });

  it('reads instants back as local wall time and local date', () => {
    const instant = Date.parse('2027-04-16T06:30:00Z');
    expect(formatLocal('America/Los_Angeles', instant)).toBe('2027-04-15T23:30');
    expect(localDate('America/Los_Angeles', instant)).toBe('2027-04-15');
    expect(localDate('Asia/Tokyo', instant)).toBe('2027-04-16');
  });

  it('writes instants and wall times as toISOString does', () => {
    for (const ms of [
      0,
      Date.parse('2027-03-14T06:59:00Z'),
      Date.parse('2026-12-31T23:59:00Z'),
      Date.parse('2028-02-29T00:01:00Z'),
      Date.parse('2027-05-05T10:20:30.456Z'),
      Date.parse('1969-12-31T23:00:00Z'),
      Date.parse('9999-12-31T23:59:00Z'),
      253_402_300_800_000,
    ]) {
      expect(isoInstant(ms)).toBe(new Date(ms).toISOString());
    }
    // Kathmandu is 5:45 ahead: its wall time crosses midnight at 18:15 UTC.
    expect(formatLocal('Asia/Kathmandu', Date.parse('2027-06-01T18:15:00Z'))).toBe(
      '2027-06-02T00:00',
    );
    expect(formatLocal('America/Los_Angeles', Date.parse('2027-01-01T07:59:00Z'))).toBe(
      '2026-12-31T23:59',
    );
  });

  it('does date arithmetic and parses flight-id dates', () => {
    expect(addDays('2027-02-27', 2)).toBe('2027-03-01');
    expect(addDays('2028-02-27', 2)).toBe('2028-02-29');
    expect(daysBetween('2027-03-01', '2027-04-15')).toBe(45);
    expect(expandCompactDate('20270415')).toBe('2027-04-15');
    expect(expandCompactDate('20270230')).toBeNull();
    expect(expandCompactDate('2027041')).toBeNull();
  });
});
