import { writeFileSync } from 'node:fs';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '@travel/db';
import { verifyManageToken } from '../../lib/mail/manage-link';
import { localToUtc } from '../../lib/local-time';
import { hotelDetailsOf } from '../../products/hotel/hotel-details';
import { hotelConfirmationMessage } from '../../products/hotel/hotel-mail';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  GUEST_EMAIL,
  HOTEL_TEST_NOW,
  chooseRoom,
  findOrderRow,
  freshOrderBody,
  saveOrder,
} from './hotels.test-helpers';

/**
 * The hotel booking mail's content (issue 13 §5, §6): HTML and plain-text parts, check-in and
 * check-out at the hotel's times in its zone, the Manage booking link and the stay's calendar
 * file in UTC, what guests typed escaped.
 */

const PUBLIC_URL = 'https://shop.traveloutlet.test';
const REQUEST = 'Late arrival <script>alert("x")</script> & a cot';

const icsTime = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

describe('the booking mail of a hotel order', () => {
  let t: TestApp;
  let orderNo: string;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL });
    t.clock.set(HOTEL_TEST_NOW);
    const choice = await chooseRoom(t, { city: 'London', policy: 'refundable' });
    const res = await saveOrder(
      t,
      await freshOrderBody(t, choice, {
        guests: [{ firstName: 'Robin', lastName: "O'Hara <i>" }],
        specialRequests: REQUEST,
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.status).toBe('issued');
    orderNo = res.body.data.orderNo;
  });
  afterAll(async () => t.close());

  const sent = async () => {
    const [mail] = await t.ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'itinerary'), eq(mailOutbox.toEmail, GUEST_EMAIL)))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    return mail!;
  };

  it('is HTML with a plain-text part: the stay at the hotel’s local times with the zone', async () => {
    const mail = await sent();
    const order = await findOrderRow(t, orderNo);
    const d = hotelDetailsOf(order);
    const html = mail.htmlBody!;
    if (process.env.MAIL_PREVIEW_DIR) {
      writeFileSync(`${process.env.MAIL_PREVIEW_DIR}/hotel.html`, html);
    }
    expect(mail.subject).toBe(`Your Travel Outlet hotel booking ${orderNo} (confirmed)`);
    expect(html).toMatch(/^<!DOCTYPE html/);
    expect(html).toContain('role="presentation"');
    for (const part of [html, mail.textBody]) {
      expect(part).toContain(orderNo);
      expect(part).toContain(d.hotel.name);
      expect(part).toContain(d.confirmationNumber!);
      // London in April: British Summer Time.
      expect(part).toContain(`Thu, Apr 15, 2027, from ${d.checkInFrom} British Summer Time`);
      expect(part).toContain(`Sat, Apr 17, 2027, until ${d.checkOutUntil} British Summer Time`);
      expect(part).toContain('2 nights, 1 room, 1 adult');
      expect(part).toMatch(
        /Free cancellation until \w{3} \d+, 2027, \d\d:\d\d British Summer Time/,
      );
    }
  });

  it('escapes what the guest typed', async () => {
    const mail = await sent();
    expect(mail.textBody).toContain(`Special requests: ${REQUEST}`);
    expect(mail.htmlBody).toContain(
      'Late arrival &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; a cot',
    );
    expect(mail.htmlBody).not.toContain('<script>');
    expect(mail.htmlBody).toContain('Robin O&#x27;Hara &lt;i&gt;');
  });

  it('links to the order with a token for that order and no personal data', async () => {
    const mail = await sent();
    const href = /href="([^"]*\/manage-booking\/[^"]*)"/.exec(mail.htmlBody!)?.[1];
    expect(href).toBeDefined();
    const url = new URL(href!);
    expect(url.origin).toBe(PUBLIC_URL);
    expect(url.pathname).toBe(`/manage-booking/hotel/${orderNo}`);
    expect(href).not.toMatch(/guest|robin|hara|example/i);
    const check = verifyManageToken(t.ctx.env.JWT_SECRET, url.hash.slice(3), t.ctx.now());
    expect(check.ok && check.orderNo).toBe(orderNo);
    expect(mail.textBody).toContain(`Manage booking: ${href}`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Mails/ManageBooking',
      payload: { token: url.hash.slice(3) },
    });
    expect(res.json().data).toEqual({
      orderNo,
      product: 'hotel',
      access: 'visitor',
      email: GUEST_EMAIL,
    });
  });

  it('attaches the stay as one calendar event, check-in to check-out at the hotel’s times, in UTC', async () => {
    const order = await findOrderRow(t, orderNo);
    const d = hotelDetailsOf(order);
    const message = hotelConfirmationMessage(t.ctx, order);
    expect(message.attachments).toHaveLength(1);
    const file = message.attachments![0]!;
    expect(file.filename).toBe(`stay-${orderNo}.ics`);
    const ics = file.content.replace(/\r\n[ \t]/g, '');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
    const start = localToUtc('Europe/London', '2027-04-15', minutes(d.checkInFrom));
    const end = localToUtc('Europe/London', '2027-04-17', minutes(d.checkOutUntil));
    // Summer time: an hour behind the hotel's clock.
    expect(start).toBe(Date.parse(`2027-04-15T${d.checkInFrom}:00Z`) - 3_600_000);
    expect(ics).toContain(`DTSTART:${icsTime(start)}`);
    expect(ics).toContain(`DTEND:${icsTime(end)}`);
    expect(ics).toContain(`UID:${orderNo}-stay@traveloutlet.example`);
    expect(ics).toContain(`SUMMARY:Stay at ${d.hotel.name.replace(/([,;])/g, '\\$1')}`);
    expect(ics).toContain('British Summer Time');
    expect(ics).not.toContain('TZID');
  });
});
