import { writeFileSync } from 'node:fs';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlightSegment } from '@travel/contracts/flights';
import { mailOutbox, orderLines, orderTravellers, orders } from '@travel/db';
import { verifyManageToken } from '../../lib/mail/manage-link';
import { BOOKING_TEST_NOW, bookOrder, card, postPayment } from '../../lib/orders/test-booking';
import { findOrderByNo } from '../../lib/orders/access';
import { createTestApp, type TestApp } from '../../test/test-app';
import { headerOf, startTestSmtpServer, type TestSmtpServer } from '../../test/smtp-server';
import { flightDetailsOf } from './flight-details';
import { itineraryMessage, reservationMessage } from './itinerary-mail';

/**
 * The flight order mails' content (issue 13 §5, §6): HTML and plain-text parts, local times with
 * zone names, terminals, seats and extras, the Manage booking link and the calendar file.
 */

const PUBLIC_URL = 'https://shop.traveloutlet.test';
const EMAIL = 'alex.contact@example.test';

/** `20270415T153000Z`, as RFC 5545 writes a UTC time. */
const icsTime = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The VEVENT blocks of a calendar file, each unfolded (RFC 5545 folds lines at 75 octets). */
function events(ics: string): Array<Record<string, string>> {
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  return [...unfolded.matchAll(/BEGIN:VEVENT\r\n([\s\S]*?)END:VEVENT/g)].map((m) =>
    Object.fromEntries(
      m[1]!
        .split('\r\n')
        .filter(Boolean)
        .map((line) => {
          const at = line.indexOf(':');
          return [line.slice(0, at).split(';')[0]!, line.slice(at + 1)];
        }),
    ),
  );
}

const manageHrefs = (html: string) =>
  [...html.matchAll(/href="([^"]*manage-booking[^"]*)"/g)].map((m) =>
    m[1]!.replaceAll('&amp;', '&'),
  );

describe('the itinerary mail of a flight order', () => {
  let t: TestApp;
  let orderNo: string;
  let segments: FlightSegment[];

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL });
    t.clock.set(BOOKING_TEST_NOW);
    ({ orderNo } = await bookOrder(t, { from: 'JFK', to: 'LHR', date: '04/15/2027', adults: 2 }));
    const order = (await findOrderByNo(t.ctx.db, orderNo))!;
    segments = flightDetailsOf(order).trips.flatMap((trip) => trip.segments);
    // A name typed with markup, a seat and an extra bag on the first flight.
    await t.ctx.db
      .update(orderTravellers)
      .set({ firstName: 'Ada <b>', lastName: "O'Byron & Co" })
      .where(and(eq(orderTravellers.orderId, order.id), eq(orderTravellers.travellerIndex, 0)));
    const first = segments[0]!;
    await t.ctx.db.insert(orderLines).values([
      {
        orderId: order.id,
        kind: 'seat',
        description: `Seat 12A · JFK–LHR ${first.airlineCode}${first.flightNumber}`,
        travellerIndex: 0,
        amountCents: 2500,
        ref: { flightId: first.flightId, seatNumber: '12A' },
      },
      {
        orderId: order.id,
        kind: 'service',
        description: 'Extra checked bag 23 kg · JFK–LHR',
        travellerIndex: 1,
        amountCents: 6000,
        ref: { flightId: first.flightId, offerItemId: 'x', sid: 's', serviceDefinitionId: 'BAG' },
      },
    ]);
    await t.ctx.db
      .update(orders)
      .set({ totalCents: order.totalCents + 8500 })
      .where(eq(orders.id, order.id));
    const paid = await postPayment(t, { orderNo, email: EMAIL, method: 'card', card: card() });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data.status).toBe('issued');
  });
  afterAll(async () => t.close());

  const sentItinerary = async () => {
    const [mail] = await t.ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'itinerary'), eq(mailOutbox.toEmail, EMAIL)))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    return mail!;
  };

  it('is HTML made for mail clients, with a plain-text part saying the same', async () => {
    const mail = await sentItinerary();
    const html = mail.htmlBody!;
    if (process.env.MAIL_PREVIEW_DIR)
      writeFileSync(`${process.env.MAIL_PREVIEW_DIR}/flight.html`, html);
    expect(html).toMatch(/^<!DOCTYPE html/);
    expect(html).toMatch(/<html dir="ltr" lang="en">/);
    expect(html).toContain('role="presentation"');
    expect(html).toContain('name="color-scheme" content="light dark"');
    expect(html).toContain('prefers-color-scheme: dark');
    // No images: nothing is lost where a client blocks them.
    expect(html).not.toMatch(/<img\b/);
    for (const part of [html, mail.textBody]) {
      expect(part).toContain(orderNo);
      expect(part).toContain('Issued');
      for (const s of segments) {
        expect(part).toContain(`${s.airlineCode} ${s.flightNumber}`);
        expect(part).toContain(s.departureTime.slice(11, 16));
        expect(part).toContain(s.arrivalTime.slice(11, 16));
      }
    }
    expect(mail.textBody).toContain(
      'Manage booking: https://shop.traveloutlet.test/manage-booking/',
    );
  });

  it('writes each time in the airport’s local time with the zone’s name, and the terminals', async () => {
    const mail = await sentItinerary();
    const first = segments[0]!;
    const last = segments.at(-1)!;
    expect(first.departureTimeZone).toBe('America/New_York');
    expect(last.arrivalTimeZone).toBe('Europe/London');
    for (const part of [mail.htmlBody!, mail.textBody]) {
      expect(part).toContain('Eastern Daylight Time');
      expect(part).toContain('British Summer Time');
      expect(part).toContain('Thu, Apr 15, 2027');
      if (first.departureTerminal) expect(part).toContain(`Terminal ${first.departureTerminal}`);
      if (last.arrivalTerminal) expect(part).toContain(`Terminal ${last.arrivalTerminal}`);
    }
    expect(mail.textBody).toContain(
      `Depart  Thu, Apr 15, 2027, ${first.departureTime.slice(11, 16)} Eastern Daylight Time  JFK`,
    );
  });

  it('lists seats and extras on their flight, and escapes what travellers typed', async () => {
    const mail = await sentItinerary();
    expect(mail.textBody).toContain("Seats   Ada <b> O'Byron & Co: 12A");
    expect(mail.textBody).toMatch(/Extras {2}Alex Traveller\w+: Extra checked bag 23 kg/);
    const html = mail.htmlBody!;
    expect(html).toContain('Ada &lt;b&gt; O&#x27;Byron &amp; Co: 12A');
    expect(html).not.toContain('Ada <b>');
    expect(html).toContain('Extra checked bag 23 kg');
  });

  it('links to the order with a signed token for that order, in the fragment, with no personal data', async () => {
    const mail = await sentItinerary();
    const hrefs = manageHrefs(mail.htmlBody!);
    expect(hrefs.length).toBeGreaterThanOrEqual(2);
    const url = new URL(hrefs[0]!);
    expect(url.origin).toBe(PUBLIC_URL);
    expect(url.pathname).toBe(`/manage-booking/flight/${orderNo}`);
    expect(url.search).toBe('');
    expect(url.hash).toMatch(/^#t=[\w-]+\.[\w-]{43}$/);
    // Neither the address (plain or encoded) nor a name is in the link.
    for (const secret of [EMAIL, encodeURIComponent(EMAIL), 'alex', 'Alex', 'Byron']) {
      expect(hrefs[0]).not.toContain(secret);
      const payload = Buffer.from(url.hash.slice(3).split('.')[0]!, 'base64url').toString();
      expect(payload).not.toContain(secret);
    }
    const check = verifyManageToken(t.ctx.env.JWT_SECRET, url.hash.slice(3), t.ctx.now());
    expect(check.ok && check.orderNo).toBe(orderNo);
    expect(check.ok && check.matchesEmail(EMAIL)).toBe(true);
    // It works until 30 days after the last arrival.
    const lastArrival = new Date(segments.at(-1)!.arrivalTimeUtc).getTime();
    expect(check.ok && check.expiresAt.getTime()).toBeGreaterThanOrEqual(
      lastArrival + 29 * 86_400_000,
    );
    expect(mail.textBody).toContain(hrefs[0]);
  });

  it('attaches a calendar file with one event per flight, in UTC', async () => {
    const order = (await findOrderByNo(t.ctx.db, orderNo))!;
    const message = await itineraryMessage(t.ctx, order);
    expect(message.attachments).toHaveLength(1);
    const [file] = message.attachments!;
    expect(file).toMatchObject({
      filename: `trip-${orderNo}.ics`,
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    });
    const ics = file!.content;
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('METHOD:PUBLISH');
    expect(ics).not.toContain('TZID');
    const list = events(ics);
    expect(list).toHaveLength(segments.length);
    segments.forEach((s, i) => {
      const event = list[i]!;
      expect(event.DTSTART).toBe(icsTime(s.departureTimeUtc));
      expect(event.DTEND).toBe(icsTime(s.arrivalTimeUtc));
      expect(event.DTSTART).toMatch(/^\d{8}T\d{6}Z$/);
      expect(event.UID).toBe(`${orderNo}-1-${i + 1}@traveloutlet.example`);
      expect(event.SUMMARY).toContain(`${s.airlineCode} ${s.flightNumber}`);
      expect(event.DESCRIPTION).toContain(
        `${s.departureTime.slice(11, 16)} ${i === 0 ? 'Eastern Daylight Time' : ''}`.trim(),
      );
      expect(event.URL).toContain(`/manage-booking/flight/${orderNo}#t=`);
    });
    // New York is four hours behind UTC in April: the local departure and the UTC start agree.
    const first = segments[0]!;
    const local = Date.parse(`${first.departureTime}:00Z`);
    expect(new Date(first.departureTimeUtc).getTime() - local).toBe(4 * 3_600_000);
    expect(list[0]!.DESCRIPTION).toContain(
      "Seats: Ada <b> O'Byron & Co: 12A".replace(/([,;])/g, '\\$1'),
    );
  });

  it('has no calendar file while unpaid, and the reservation mail links to the order too', async () => {
    const { orderNo: unpaid } = await bookOrder(t, { from: 'LAX', to: 'SFO', date: '04/20/2027' });
    const order = (await findOrderByNo(t.ctx.db, unpaid))!;
    const itinerary = await itineraryMessage(t.ctx, order);
    expect(itinerary.attachments).toBeUndefined();
    expect(itinerary.text).toContain('Pay by ');
    const reserved = reservationMessage(order, t.ctx);
    expect(reserved.subject).toContain(unpaid);
    expect(reserved.text).toContain('Please pay by');
    expect(reserved.text).toContain('Pacific Daylight Time');
    expect(manageHrefs(reserved.html)[0]).toContain(`/manage-booking/flight/${unpaid}#t=`);
    // Without the context (an older caller), still the plain mail.
    expect(reservationMessage(order).text).toContain('Please pay by');
  });
});

describe('the itinerary mail over SMTP', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
    t.clock.set(BOOKING_TEST_NOW);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends text, HTML and the calendar file as one message', async () => {
    const { orderNo } = await bookOrder(t, { date: '04/16/2027' });
    const paid = await postPayment(t, { orderNo, email: EMAIL, method: 'card', card: card() });
    expect(paid.body.data.status).toBe('issued');
    const mail = smtp.messages.find((m) => headerOf(m.raw, 'Subject')?.includes('itinerary'));
    expect(mail).toBeDefined();
    const raw = mail!.raw;
    expect(headerOf(raw, 'Content-Type')).toContain('multipart/mixed');
    expect(raw).toContain('multipart/alternative');
    expect(raw).toMatch(/Content-Type: text\/plain/);
    expect(raw).toMatch(/Content-Type: text\/html/);
    expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH/);
    expect(raw).toContain(`filename=trip-${orderNo}.ics`);
    // The outbox keeps the text and HTML parts.
    const [row] = await t.ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'itinerary'))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    expect(row).toMatchObject({ status: 'sent' });
    expect(row!.htmlBody).toContain(orderNo);
  });
});
