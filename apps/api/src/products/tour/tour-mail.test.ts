import { describe, expect, it } from 'vitest';
import { verifyManageToken } from '../../lib/mail/manage-link';
import {
  tourConfirmationDelayedMessage,
  tourConfirmedMessage,
  tourDeclinedMessage,
  tourReceivedMessage,
} from './tour-mail';
import {
  NOW,
  PUBLIC_URL,
  TOUR_NAME,
  cruiseDetails,
  mailCtx,
  tourDetails,
  tourOrder,
  veventLines,
} from './tour-order.test-helpers';

/**
 * The tour and cruise order mails (issue 14 §4): subjects, the facts in both parts (the HTML
 * escaped), the Manage booking link, and the trip's whole-day calendar event on the confirmed
 * mail, cancelled by the declined one.
 */

const ORDER_NO = 'TO2706300001';
const ESCAPED_NAME = 'Alps &lt;Grand&gt; &amp; Lakes';
const confirmBy = new Date('2027-04-02T09:05:00Z');

/** The facts every tour mail of the fixture carries, as the text part writes them. */
const TEXT_FACTS = [
  `${TOUR_NAME} (OPR-ALPS08)`,
  'Tour code: OPR-ALPS08',
  'Departure city: Zurich',
  'Dates: Wed, Jun 30, 2027 to Wed, Jul 7, 2027 (8 days)',
  'Rooms: 2 rooms, 4 travellers',
  'Room 1: 2 adults, 1 child (with a bed)',
  'Room 2: 1 adult',
  '1. Room 1: Ada Lovelace & Co (adult)',
  '3. Room 1: Byron Lovelace (child)',
  '4. Room 2: Mary <Somerville> (adult)',
  'Arrival flight: LX 317 at ZRH, Wed, Jun 30, 2027 09:40',
  'Total: USD 3,000.00',
  'Agent commission: USD -300.00',
  `Your order page (signed in): ${PUBLIC_URL}/order-tour/${ORDER_NO}`,
];

/** The same facts as the HTML writes them: escaped, each label beside its value. */
const HTML_FACTS = [
  ESCAPED_NAME,
  'OPR-ALPS08',
  'Zurich',
  'Wed, Jun 30, 2027 to Wed, Jul 7, 2027 (8 days)',
  '2 rooms, 4 travellers',
  'Ada Lovelace &amp; Co (adult)',
  'Mary &lt;Somerville&gt; (adult)',
  'USD 3,000.00',
  'USD -300.00',
  `${PUBLIC_URL}/order-tour/${ORDER_NO}`,
];

function expectFacts(mail: { text: string; html: string }) {
  for (const fact of TEXT_FACTS) expect(mail.text).toContain(fact);
  for (const fact of HTML_FACTS) expect(mail.html).toContain(fact);
  // Typed by the booker: text in the HTML, never markup.
  expect(mail.html).not.toContain('<Grand>');
  expect(mail.html).not.toContain('<Somerville>');
  // No departure flight was given: no empty row for it.
  expect(mail.text).not.toContain('Departure flight');
}

/** The Manage booking link of a mail: a real token for this order, in both parts. */
function manageLink(mail: { text: string; html: string }, product: string, orderNo: string) {
  const url = /Manage booking: (\S+)/.exec(mail.text)?.[1];
  expect(url).toBeDefined();
  expect(url!.startsWith(`${PUBLIC_URL}/manage-booking/${product}/${orderNo}#t=`)).toBe(true);
  expect(mail.html).toContain(`href="${url}"`);
  const check = verifyManageToken(mailCtx().env.JWT_SECRET, url!.split('#t=')[1]!, NOW);
  if (!check.ok) throw new Error(`manage link ${check.reason}`);
  expect(check.orderNo).toBe(orderNo);
  expect(check.matchesEmail('ada@example.test')).toBe(true);
  // It works until 30 days after the trip: from the midnight after the return date in the
  // departure city (Zurich and Barcelona both UTC+2 in July).
  expect(check.expiresAt.toISOString()).toBe('2027-08-06T22:00:00.000Z');
  return url!;
}

describe('the booking received mail', () => {
  const order = tourOrder(tourDetails());
  const mail = tourReceivedMessage(mailCtx(), order, confirmBy);

  it('says it is received and by when the operator confirms, in UTC as the other mails', () => {
    expect(mail.subject).toBe(`Booking received: ${TOUR_NAME} (${ORDER_NO})`);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('The operator confirms it within 48 hours, by 2027-04-02 09:05 UTC');
      expect(part).toContain('Paid, waiting for the operator to confirm');
    }
    expect(mail.html).toMatch(/<h1[^>]*>Your tour booking is received<\/h1>/);
  });

  it('carries the tour facts, paid so far and the balance due by the final payment date', () => {
    expectFacts(mail);
    expect(mail.text).toContain('Paid: USD 500.00');
    expect(mail.text).toContain('Balance due: USD 2,200.00 by Mon, May 31, 2027');
    expect(mail.html).toContain('USD 2,200.00 by Mon, May 31, 2027');
    manageLink(mail, 'tour', ORDER_NO);
    expect(mail.text).toContain('The link opens this booking');
  });

  it('has no calendar file: nothing is confirmed yet', () => {
    expect(mail.attachments).toBeUndefined();
    expect(mail.text).not.toContain('.ics');
  });

  it('counts a balance paid before the mail was sent again', () => {
    const again = tourReceivedMessage(mailCtx(), order, confirmBy, 270_000);
    expect(again.text).toContain('Paid: USD 2,700.00');
    expect(again.text).not.toContain('Balance');
  });
});

describe('the confirmed mail', () => {
  const details = tourDetails({ confirmationNumber: 'OPR-300001' });
  const order = tourOrder(details, 'issued');
  const mail = tourConfirmedMessage(mailCtx(), order, 50_000);

  it('names the operator confirmation number, with the facts', () => {
    expect(mail.subject).toBe(`Confirmed: ${TOUR_NAME} (${ORDER_NO})`);
    expect(mail.text).toContain('Operator confirmation number: OPR-300001');
    expect(mail.text).toContain('Operator confirmation: OPR-300001');
    expect(mail.html).toContain('OPR-300001');
    expect(mail.html).toMatch(/<h1[^>]*>Your tour is confirmed<\/h1>/);
    expectFacts(mail);
  });

  it('attaches the trip as one whole-day event, the end the day after the return date', () => {
    expect(mail.attachments).toHaveLength(1);
    const [file] = mail.attachments!;
    expect(file).toMatchObject({
      filename: `tour-${ORDER_NO}.ics`,
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    });
    expect(file!.content).toContain('METHOD:PUBLISH');
    const lines = veventLines(file!.content);
    expect(lines).toContain('DTSTART;VALUE=DATE:20270630');
    expect(lines).toContain('DTEND;VALUE=DATE:20270708');
    expect(lines).toContain(`UID:${ORDER_NO}-trip@traveloutlet.example`);
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines).toContain(`SUMMARY:Tour: ${TOUR_NAME}`);
    expect(lines).toContain('LOCATION:Zurich');
    expect(lines.find((l) => l.startsWith('URL'))).toContain(`/manage-booking/tour/${ORDER_NO}#t=`);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(`open the attached file tour-${ORDER_NO}.ics`);
    }
  });
});

describe('the declined mail', () => {
  const details = tourDetails({ declineReason: 'Not enough travellers <to run>' });
  const order = tourOrder(details, 'refunded');
  const mail = tourDeclinedMessage(mailCtx(), order, 'Not enough travellers <to run>', 50_000);

  it('says why, and that everything paid is refunded and how much', () => {
    expect(mail.subject).toBe(`Not confirmed, refunded: ${TOUR_NAME} (${ORDER_NO})`);
    expect(mail.text).toContain('Reason: Not enough travellers <to run>');
    expect(mail.html).toContain('Reason: Not enough travellers &lt;to run&gt;');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Everything you paid, USD 500.00, is refunded in full');
      expect(part).toContain('Not confirmed, refunded');
    }
    expect(mail.text).toContain('Refunded: USD 500.00');
    // Nothing is due on a refunded booking.
    expect(mail.text).not.toContain('Balance due');
    expectFacts(mail);
  });

  it('cancels the confirmed mail’s calendar event: same UID, METHOD:CANCEL, later sequence', () => {
    const [file] = mail.attachments!;
    expect(file!.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(file!.content).toContain('METHOD:CANCEL');
    const lines = veventLines(file!.content);
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain(`UID:${ORDER_NO}-trip@traveloutlet.example`);
    const confirmed = tourConfirmedMessage(
      { ...mailCtx(), now: () => new Date(NOW.getTime() - 3_600_000) },
      tourOrder(details, 'issued'),
    );
    const sequence = (ls: string[]) =>
      Number(ls.find((l) => l.startsWith('SEQUENCE:'))!.slice('SEQUENCE:'.length));
    expect(sequence(lines)).toBeGreaterThan(
      sequence(veventLines(confirmed.attachments![0]!.content)),
    );
    expect(mail.text).toContain(`open the attached file tour-${ORDER_NO}.ics to remove it`);
  });
});

describe('a cruise', () => {
  const orderNo = 'CR2705310001';
  const order = tourOrder(cruiseDetails({ confirmationNumber: 'CRU-310001' }), 'issued');
  const mail = tourConfirmedMessage(mailCtx(), order);

  it('says cruise, names the ship and the guarantee cabin, and links the cruise order page', () => {
    expect(mail.subject).toBe(`Confirmed: Mediterranean <Pearls> (${orderNo})`);
    expect(mail.html).toMatch(/<h1[^>]*>Your cruise is confirmed<\/h1>/);
    expect(mail.text).toContain('Cruise code: CRU-BCN7');
    expect(mail.text).toContain('Ship: Sea Lark');
    expect(mail.text).toContain(
      'Cabin: Balcony (guarantee cabin: the cruise line assigns the cabin number later)',
    );
    expect(mail.text).toContain('Cabins: 1 cabin, 2 travellers');
    expect(mail.text).toContain(`/order-cruise/${orderNo}`);
    expect(mail.text).not.toContain('Agent commission');
    expect(mail.html).toContain('Mediterranean &lt;Pearls&gt;');
    manageLink(mail, 'cruise', orderNo);
    expect(mail.attachments![0]!.filename).toBe(`cruise-${orderNo}.ics`);
    expect(veventLines(mail.attachments![0]!.content)).toContain(
      'SUMMARY:Cruise: Mediterranean <Pearls>',
    );
  });
});

describe('an order paid through the WeChat flow', () => {
  const order = { ...tourOrder(tourDetails()), shortNumber: '12345678' };

  it('names its WeChat reference under the order number, in both parts', () => {
    for (const mail of [
      tourReceivedMessage(mailCtx(), order, confirmBy),
      tourConfirmedMessage(mailCtx(), { ...order, status: 'issued' }),
    ]) {
      expect(mail.text).toContain(
        `Order number: ${ORDER_NO}\nWeChat reference: 12345678\nStatus: `,
      );
      const at = (word: string) => mail.html.indexOf(word);
      expect(at('12345678')).toBeGreaterThan(at('WeChat reference'));
      expect(at('WeChat reference')).toBeGreaterThan(at(ORDER_NO));
      expect(at('WeChat reference')).toBeLessThan(at('Status'));
    }
  });

  it('a card payment has none', () => {
    const mail = tourReceivedMessage(mailCtx(), tourOrder(tourDetails()), confirmBy);
    expect(mail.text).not.toContain('WeChat');
    expect(mail.html).not.toContain('WeChat');
  });
});

describe('the confirmation delayed mail', () => {
  it('stays a short message with the trip', () => {
    const mail = tourConfirmationDelayedMessage(tourOrder(tourDetails(), 'issueFailed'));
    expect(mail.subject).toBe(`Confirmation delayed: ${TOUR_NAME} (${ORDER_NO})`);
    expect(mail.text).toContain('From Zurich: Wed, Jun 30, 2027 to Wed, Jul 7, 2027 (8 days)');
    expect(mail.html).toContain(ESCAPED_NAME);
  });
});
