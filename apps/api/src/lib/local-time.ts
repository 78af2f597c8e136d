/**
 * Wall-clock times in a place's IANA zone (an airport, a hotel) and the UTC instants behind
 * them, with Intl only (no Temporal on Node 20). Offsets come from the zone database Node
 * ships, so daylight saving changes land on the right dates.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();
const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** A formatter whose text ends with the zone's offset, `GMT`, `GMT+05:30` (Intl's longOffset). */
function offsetFormatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * Offsets per zone and UTC day: a zone changes offset on a handful of days a year, so when a
 * day starts on the same offset as the next day every instant of it has that offset; only the
 * change days themselves ask Intl for the exact instant. Formatting through Intl costs
 * microseconds and a search converts thousands of times; each day's start is asked once and
 * serves as the end of the day before (issue 10: the lookups were ~5 % of a search worker's CPU
 * while its days were new, two Intl calls a day).
 */
const dayOffsets = new Map<string, Map<number, number>>();
const startOffsets = new Map<string, Map<number, number>>();
const CHANGE_DAY = Number.NaN;
const DAY_CACHE_LIMIT = 5_000;

/** Minutes the zone is ahead of UTC at an instant (e.g. -420 for Los Angeles in summer). */
export function zoneOffsetMinutes(timeZone: string, utcMs: number): number {
  const offset = dayOffset(timeZone, Math.floor(utcMs / DAY_MS));
  return Number.isNaN(offset) ? computeOffset(timeZone, utcMs) : offset;
}

/** The zone's offset all through UTC day `day`, or NaN (CHANGE_DAY) when it changes that day. */
function dayOffset(timeZone: string, day: number): number {
  let days = dayOffsets.get(timeZone);
  if (!days) {
    days = new Map();
    dayOffsets.set(timeZone, days);
  }
  let offset = days.get(day);
  if (offset === undefined) {
    const start = startOffset(timeZone, day);
    offset = start === startOffset(timeZone, day + 1) ? start : CHANGE_DAY;
    if (days.size >= DAY_CACHE_LIMIT) days.clear();
    days.set(day, offset);
  }
  return offset;
}

/** The zone's offset at 00:00 UTC of epoch day `day`, asked of Intl once. */
function startOffset(timeZone: string, day: number): number {
  let starts = startOffsets.get(timeZone);
  if (!starts) {
    starts = new Map();
    startOffsets.set(timeZone, starts);
  }
  let offset = starts.get(day);
  if (offset === undefined) {
    offset = computeOffset(timeZone, day * DAY_MS);
    if (starts.size >= DAY_CACHE_LIMIT) starts.clear();
    starts.set(day, offset);
  }
  return offset;
}

/**
 * The offset at an instant, in whole minutes: read from Intl's `GMT±HH:MM` (one string, ~2.5×
 * faster than formatToParts); an offset Intl writes otherwise (seconds, in old local mean
 * times) goes the long way, from the wall time's parts.
 */
function computeOffset(timeZone: string, utcMs: number): number {
  const text = offsetFormatterFor(timeZone).format(utcMs);
  const at = text.lastIndexOf('GMT');
  if (at >= 0 && at === text.length - 3) return 0;
  if (at >= 0 && at === text.length - 9 && text.charCodeAt(at + 6) === COLON) {
    const sign = text.charCodeAt(at + 3);
    const hours = digits2(text, at + 4);
    const minutes = digits2(text, at + 7);
    if ((sign === PLUS || sign === MINUS_SIGN || sign === HYPHEN) && hours >= 0 && minutes >= 0) {
      const offset = hours * 60 + minutes;
      return sign === PLUS ? offset : -offset;
    }
  }
  return offsetFromParts(timeZone, utcMs);
}

const COLON = 0x3a;
const PLUS = 0x2b;
const HYPHEN = 0x2d;
const MINUS_SIGN = 0x2212;

/** Two ASCII digits at `at` as a number, or -1. */
function digits2(text: string, at: number): number {
  const tens = text.charCodeAt(at) - 0x30;
  const ones = text.charCodeAt(at + 1) - 0x30;
  return tens >= 0 && tens <= 9 && ones >= 0 && ones <= 9 ? tens * 10 + ones : -1;
}

function offsetFromParts(timeZone: string, utcMs: number): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(utcMs));
  const value = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
  );
  const flooredMs = utcMs - (((utcMs % MINUTE_MS) + MINUTE_MS) % MINUTE_MS);
  return Math.round((asUtc - flooredMs) / MINUTE_MS);
}

/**
 * The UTC instant of a local wall time (`date` YYYY-MM-DD, minutes after local midnight). A time
 * that does not exist (skipped by a spring-forward) moves forward by the gap, as clocks do; an
 * ambiguous one (autumn) takes the first, daylight-time occurrence.
 */
export function localToUtc(timeZone: string, date: string, minutesOfDay: number): number {
  // The day from its cache: Date.parse of a new string was a third of scheduling a search's
  // flights in allocation (issue 10, p99); NaN for no date, as Date.parse gives.
  const day = dayNumber(date);
  const wall = day * DAY_MS + minutesOfDay * MINUTE_MS;
  if (minutesOfDay >= 0 && minutesOfDay < 1440) {
    const offset = steadyOffset(timeZone, day);
    if (!Number.isNaN(offset)) return wall - offset * MINUTE_MS;
  }
  // Zones change offset at most once around a given time: try the offsets half a day either side.
  const before = wall - zoneOffsetMinutes(timeZone, wall - DAY_MS / 2) * MINUTE_MS;
  const after = wall - zoneOffsetMinutes(timeZone, wall + DAY_MS / 2) * MINUTE_MS;
  const beforeFits = utcToLocalMs(timeZone, before) === wall;
  const afterFits = utcToLocalMs(timeZone, after) === wall;
  if (beforeFits && afterFits) return Math.min(before, after);
  if (beforeFits) return before;
  if (afterFits) return after;
  // In a spring-forward gap: the old offset lands after the jump, as a clock set before it would.
  return before;
}

/**
 * The zone's one offset over UTC days `day - 2` to `day + 2`, or NaN when it changes there:
 * a wall time on local date `day` then maps back by that offset alone, as the search below
 * finds (every instant it tries lies in those days; offsets are under 24 hours). Once per zone
 * and date instead of four offset look-ups per scheduled flight.
 */
const steadyOffsets = new Map<string, Map<number, number>>();

function steadyOffset(timeZone: string, day: number): number {
  let days = steadyOffsets.get(timeZone);
  if (!days) {
    days = new Map();
    steadyOffsets.set(timeZone, days);
  }
  let offset = days.get(day);
  if (offset === undefined) {
    // Each of the five days has one offset all day (a change day gives NaN), the same.
    offset = Number.isSafeInteger(day) ? dayOffset(timeZone, day) : Number.NaN;
    for (let near = day - 2; near <= day + 2 && !Number.isNaN(offset); near += 1) {
      if (dayOffset(timeZone, near) !== offset) offset = Number.NaN;
    }
    if (days.size >= DAY_CACHE_LIMIT) days.clear();
    days.set(day, offset);
  }
  return offset;
}

/** The local wall time of an instant, as epoch-like milliseconds (for arithmetic and formatting). */
export const utcToLocalMs = (timeZone: string, utcMs: number): number =>
  utcMs + zoneOffsetMinutes(timeZone, utcMs) * MINUTE_MS;

/** `YYYY-MM-DDTHH:mm`, the local time the traveller reads. */
export const formatLocal = (timeZone: string, utcMs: number): string =>
  isoMinute(utcToLocalMs(timeZone, utcMs));

/** `HH:mm` of each minute of a day, written once. */
const CLOCK = Array.from({ length: 1440 }, (_, minute) =>
  new Date(minute * MINUTE_MS).toISOString().slice(11, 16),
);
/** Instants from 1970 to the end of year 9999: toISOString's `YYYY-MM-DD` form. */
const ISO_END_MS = 253_402_300_800_000;

/**
 * `toISOString().slice(0, 16)` of epoch-like milliseconds, from the day's cached text and the
 * minute's: a search writes four times per new flight, and a Date and two strings each were a
 * visible share of making a flight's segment part.
 */
function isoMinute(ms: number): string {
  if (!(ms >= 0 && ms < ISO_END_MS)) return new Date(ms).toISOString().slice(0, 16);
  const day = Math.floor(ms / DAY_MS);
  return `${dayText(day)}T${CLOCK[Math.floor((ms - day * DAY_MS) / MINUTE_MS)] as string}`;
}

/** `new Date(utcMs).toISOString()`, without the Date for whole minutes (flight times). */
export function isoInstant(utcMs: number): string {
  return utcMs % MINUTE_MS === 0 && utcMs >= 0 && utcMs < ISO_END_MS
    ? `${isoMinute(utcMs)}:00.000Z`
    : new Date(utcMs).toISOString();
}

/**
 * `YYYY-MM-DD` of each epoch day, and back, written once: searches ask for the local date of
 * every flight they connect (thousands a search), and a Date plus an ISO string each time was a
 * visible share of a new search. Bounded like the offsets above.
 */
const dayTexts = new Map<number, string>();
const dayNumbers = new Map<string, number>();

function dayText(day: number): string {
  let text = dayTexts.get(day);
  if (text === undefined) {
    text = new Date(day * DAY_MS).toISOString().slice(0, 10);
    if (dayTexts.size >= DAY_CACHE_LIMIT) dayTexts.clear();
    dayTexts.set(day, text);
  }
  return text;
}

/** Epoch day of `YYYY-MM-DD` (NaN when it is no date, as Date.parse gives). */
function dayNumber(date: string): number {
  let day = dayNumbers.get(date);
  if (day === undefined) {
    day = Math.floor(isoDateToUtcMs(date) / DAY_MS);
    if (dayNumbers.size >= DAY_CACHE_LIMIT) dayNumbers.clear();
    dayNumbers.set(date, day);
  }
  return day;
}

/** `YYYY-MM-DD` of an instant in a zone. */
export function localDate(timeZone: string, utcMs: number): string {
  const local = utcToLocalMs(timeZone, utcMs);
  // An invalid instant throws as toISOString does.
  return Number.isFinite(local)
    ? dayText(Math.floor(local / DAY_MS))
    : new Date(local).toISOString().slice(0, 10);
}

export const isoDateToUtcMs = (date: string): number => Date.parse(`${date}T00:00:00Z`);

/** `YYYY-MM-DD` shifted by whole days. */
export function addDays(date: string, days: number): string {
  const day = dayNumber(date) + days;
  return Number.isSafeInteger(day)
    ? dayText(day)
    : new Date(isoDateToUtcMs(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((isoDateToUtcMs(to) - isoDateToUtcMs(from)) / DAY_MS);

/** `YYYY-MM-DD` → `YYYYMMDD` (the flight id's date). */
export const compactDate = (date: string): string => date.replaceAll('-', '');

/** `YYYYMMDD` → `YYYY-MM-DD`, or null when it is not a real date. */
export function expandCompactDate(compact: string): string | null {
  if (!/^\d{8}$/.test(compact)) return null;
  const iso = `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;
  const ms = isoDateToUtcMs(iso);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === iso ? iso : null;
}
