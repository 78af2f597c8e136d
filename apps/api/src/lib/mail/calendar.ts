import ical, { ICalCalendarMethod } from 'ical-generator';
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
  const calendar = ical({
    name: input.name,
    prodId: { company: 'Travel Outlet', product: 'Bookings', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  });
  for (const event of input.events) {
    calendar.createEvent({
      id: event.uid,
      start: event.start,
      end: event.end,
      summary: event.summary,
      location: event.location,
      description: event.description,
      url: event.url ?? null,
      stamp: input.stamp,
      sequence: Math.max(0, Math.floor(input.sequence)),
    });
  }
  return calendar.toString();
}

/** The calendar file as a mail attachment (`.ics`, `text/calendar`). */
export const calendarAttachment = (filename: string, content: string): MailAttachment => ({
  filename,
  content,
  contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
});
