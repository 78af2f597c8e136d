import { describe, expect, it } from 'vitest';
import { allDayCalendarFile, calendarAttachment, calendarUid, type AllDayEvent } from './calendar';

/** The lines of the one VEVENT of a file, unfolded (RFC 5545 folds lines at 75 octets). */
function eventLines(ics: string): string[] {
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  const block = /BEGIN:VEVENT\r\n([\s\S]*?)END:VEVENT/.exec(unfolded);
  if (!block) throw new Error('no VEVENT');
  return block[1]!.split('\r\n').filter(Boolean);
}

const trip: AllDayEvent = {
  uid: calendarUid('TO12345678-trip'),
  firstDay: '2027-06-30',
  lastDay: '2027-07-07',
  summary: 'London Highlights <8 days> & more',
  location: 'London',
  description: 'Booking TO12345678',
  url: 'https://shop.traveloutlet.test/manage-booking/tour/TO12345678#t=x',
};

describe('allDayCalendarFile', () => {
  const stamp = new Date('2027-04-01T10:00:00Z');

  it('writes the days as DATE values, the end the day after the last day', () => {
    const ics = allDayCalendarFile({ name: 'Trip', events: [trip], stamp, sequence: 42.7 });
    expect(ics).toContain('METHOD:PUBLISH');
    const lines = eventLines(ics);
    expect(lines).toContain('DTSTART;VALUE=DATE:20270630');
    // 7 July is the last day: the event ends (exclusively) on 8 July.
    expect(lines).toContain('DTEND;VALUE=DATE:20270708');
    expect(lines).toContain(`UID:${trip.uid}`);
    expect(lines).toContain('SEQUENCE:42');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines.some((l) => /^DT(START|END).*T\d{6}/.test(l))).toBe(false);
  });

  it('crosses a month and a year end by the calendar, not by a zone', () => {
    const ics = allDayCalendarFile({
      name: 'Trip',
      events: [{ ...trip, firstDay: '2027-12-28', lastDay: '2027-12-31' }],
      stamp,
      sequence: 1,
    });
    expect(eventLines(ics)).toContain('DTEND;VALUE=DATE:20280101');
  });

  it('a one-day trip lasts one day', () => {
    const ics = allDayCalendarFile({
      name: 'Trip',
      events: [{ ...trip, firstDay: '2027-02-28', lastDay: '2027-02-28' }],
      stamp,
      sequence: 1,
    });
    const lines = eventLines(ics);
    expect(lines).toContain('DTSTART;VALUE=DATE:20270228');
    expect(lines).toContain('DTEND;VALUE=DATE:20270301');
  });

  it('cancels the same event: METHOD:CANCEL, STATUS:CANCELLED, same UID', () => {
    const ics = allDayCalendarFile({
      name: 'Trip',
      events: [trip],
      stamp,
      sequence: 99,
      cancel: true,
    });
    expect(ics).toContain('METHOD:CANCEL');
    const lines = eventLines(ics);
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain(`UID:${trip.uid}`);
    expect(lines).toContain('SEQUENCE:99');
    expect(calendarAttachment('trip.ics', ics, 'CANCEL').contentType).toBe(
      'text/calendar; charset=utf-8; method=CANCEL',
    );
  });

  it('refuses a date that is not one, and a trip that ends before it starts', () => {
    const file = (firstDay: string, lastDay: string) => () =>
      allDayCalendarFile({
        name: 'Trip',
        events: [{ ...trip, firstDay, lastDay }],
        stamp,
        sequence: 1,
      });
    expect(file('2027-06-31x', '2027-07-07')).toThrow(/not a calendar date/);
    expect(file('20270630', '2027-07-07')).toThrow(/not a calendar date/);
    expect(file('2027-02-30', '2027-03-07')).toThrow(/not a calendar date/);
    expect(file('2027-07-07', '2027-06-30')).toThrow(/ends before it starts/);
  });
});
