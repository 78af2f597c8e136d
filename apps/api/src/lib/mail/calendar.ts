import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { MailAttachment } from './send-mail';

/**
 * The add-to-calendar file of an order mail (RFC 5545, written by `ical-generator`). Every time
 * is an instant in UTC (`DTSTART:20270415T153000Z`): calendars show it in the reader's own zone
 * without needing a VTIMEZONE block, and the place's local time and zone are written in each
 * event's description, as the mail shows them.
 */
export interface CalendarEvent {
  /**
   * Stable for the same part of the same order (`{orderNo}-1-2@…`), so a later mail of the order
   * (after a change of flights) updates the events instead of adding new ones.
   */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  /** The order's "Manage booking" link. */
  url?: string;
}

const UID_DOMAIN = 'traveloutlet.example';

/** `{key}@traveloutlet.example`: the events' UIDs, one namespace for every product. */
export const calendarUid = (key: string): string => `${key}@${UID_DOMAIN}`;

/**
 * The calendar file. `sequence` must grow with every new version of the same events (the seconds
 * since the order was made, at the time of sending, do), so calendars replace what they hold.
 */
export function calendarFile(input: {
  name: string;
  events: readonly CalendarEvent[];
  stamp: Date;
  sequence: number;
}): string {
  const calendar = newCalendar(input.name, ICalCalendarMethod.PUBLISH);
  for (const event of input.events) {
    calendar.createEvent({ ...eventFields(event, input), start: event.start, end: event.end });
  }
  return calendar.toString();
}

function newCalendar(name: string, method: ICalCalendarMethod) {
  return ical({
    name,
    prodId: { company: 'Travel Outlet', product: 'Bookings', language: 'EN' },
    method,
  });
}

/** What every event of a file says beside its times. */
function eventFields(
  event: Omit<CalendarEvent, 'start' | 'end'>,
  file: { stamp: Date; sequence: number },
) {
  return {
    id: event.uid,
    summary: event.summary,
    location: event.location,
    description: event.description,
    url: event.url ?? null,
    stamp: file.stamp,
    sequence: Math.max(0, Math.floor(file.sequence)),
  };
}

/**
 * A whole-day event (a tour's days): local calendar dates, not instants, so it stays on the same
 * days in every reader's zone. `firstDay` and `lastDay` are `YYYY-MM-DD`, both included.
 */
export interface AllDayEvent extends Omit<CalendarEvent, 'start' | 'end'> {
  firstDay: string;
  lastDay: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `YYYY-MM-DD` as the UTC midnight ical-generator writes back as that date. */
function dateOnly(isoDate: string): Date {
  const date = new Date(`${isoDate}T00:00:00Z`);
  // `2027-02-30` is a valid Date (2 March): only a date that reads back the same is one.
  if (
    !ISO_DATE.test(isoDate) ||
    Number.isNaN(date.getTime()) ||
    date.toISOString().slice(0, 10) !== isoDate
  ) {
    throw new Error(`not a calendar date: ${isoDate}`);
  }
  return date;
}

/**
 * The calendar file of whole-day events: `DTSTART;VALUE=DATE` on the first day and
 * `DTEND;VALUE=DATE` on the day after the last (RFC 5545: the end date is not part of the
 * event). `cancel` writes the same events as cancelled (`METHOD:CANCEL`, `STATUS:CANCELLED`):
 * with the same UIDs and a higher `sequence`, a calendar that holds them removes them, and one
 * that reads only the status shows them cancelled.
 */
export function allDayCalendarFile(input: {
  name: string;
  events: readonly AllDayEvent[];
  stamp: Date;
  sequence: number;
  cancel?: boolean;
}): string {
  const calendar = newCalendar(
    input.name,
    input.cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
  );
  for (const event of input.events) {
    const start = dateOnly(event.firstDay);
    const end = new Date(dateOnly(event.lastDay).getTime() + 86_400_000);
    if (end.getTime() <= start.getTime()) {
      throw new Error(`event ${event.uid} ends before it starts`);
    }
    calendar.createEvent({
      ...eventFields(event, input),
      allDay: true,
      start,
      end,
      status: input.cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}

/**
 * The calendar file as a mail attachment (`.ics`, `text/calendar`); `method` is the file's own
 * METHOD, which mail clients read from the content type.
 */
export const calendarAttachment = (
  filename: string,
  content: string,
  method: 'PUBLISH' | 'CANCEL' = 'PUBLISH',
): MailAttachment => ({
  filename,
  content,
  contentType: `text/calendar; charset=utf-8; method=${method}`,
});
