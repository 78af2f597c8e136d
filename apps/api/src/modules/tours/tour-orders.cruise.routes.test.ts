import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLE } from '@travel/contracts';
import type { CruisePrice } from '@travel/contracts/tour-orders';
import type { TourDeparture, TourInfo } from '@travel/contracts/tours-detail';
import { orders } from '@travel/db';
import type { TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { localDate } from '../../lib/local-time';
import { call, createTourTestApp, ok, refused } from './tours.test-helpers';
import { booked, contact, saveOrder, tourists } from './tour-orders.test-helpers';

/** PriceCruiseDetail and SaveOrderCruise (issue 14 §2): cabins, guarantee, charges, deposit. */
describe('cruise price and booking', () => {
  let t: TestApp;
  let agent: TestUser;
  let cruise: TourInfo;
  beforeAll(async () => {
    t = await createTourTestApp();
    agent = await createTestUser(t, { role: ROLE.agent, accountCode: 'AGT777' });
    cruise = await ok<TourInfo>(t, 'GET', '/api/CustomizeCruiseDetail?id=c-bcn-ocean-7');
  });
  afterAll(async () => t.close());

  const cabins = [
    { key: 'c1', adults: 2, children: 0 },
    { key: 'c2', adults: 2, children: 0 },
  ];
  const cabinOf = (category: string) => cruise.cruise!.cabins.find((c) => c.category === category)!;
  const first = (): TourDeparture => cruise.departures.find((d) => d.placesLeft >= 4)!;
  const today = () => localDate(cruise.TimeZone, t.clock.now().getTime());
  const priceBody = (d: TourDeparture, cabin: string, extra: Record<string, unknown> = {}) => ({
    tourid: cruise.TourID,
    packageID: d.id,
    cttq: d.date,
    cabin,
    rooms: cabins,
    ...extra,
  });
  const unit = (d: TourDeparture, cabin: string, code: string) =>
    d.options.find((o) => o.Cabin === cabin && o.Code === code)!.Selling;

  it('prices two balcony cabins: twin share each, port charges and gratuities per person', async () => {
    const d = first();
    const balcony = cabinOf('balcony');
    const price = await ok<CruisePrice>(
      t,
      'POST',
      '/api/PriceCruiseDetail',
      priceBody(d, balcony.code),
    );
    const perPerson = cruise.cruise!.portCharges + cruise.cruise!.gratuities;
    const rooms = 4 * unit(d, balcony.code, '2');
    expect(price).toMatchObject({
      cabin: { code: balcony.code, category: 'balcony' },
      guarantee: false,
      people: 4,
      charges: 4 * perPerson,
      totalprice: rooms + 4 * perPerson,
      TourComm: 0,
      agentSelling: rooms + 4 * perPerson,
    });
    expect(price.lines.map((l) => [l.room, l.Code, l.count])).toEqual([
      ['c1', '2', 2],
      ['c2', '2', 2],
    ]);
    const forAgent = await ok<CruisePrice>(
      t,
      'POST',
      '/api/PriceCruiseDetail',
      priceBody(d, balcony.code),
      agent.headers,
    );
    // 5 % of each person's cabin price, never of the charges.
    expect(forAgent.TourComm).toBe(4 * Math.round(unit(d, balcony.code, '2') * 0.05));
    expect(forAgent.agentSelling).toBe(forAgent.totalprice - forAgent.TourComm);
  });

  it('a guarantee cabin is priced at its discount; a category without the option is refused', async () => {
    const d = first();
    const withOption = cruise.cruise!.cabins.find((c) => c.guaranteeOption)!;
    const price = await ok<CruisePrice>(
      t,
      'POST',
      '/api/PriceCruiseDetail',
      priceBody(d, withOption.code, { guarantee: true }),
    );
    const discounted = Math.round(
      (unit(d, withOption.code, '2') * (100 - withOption.guaranteeDiscountPercent)) / 100,
    );
    expect(price.guarantee).toBe(true);
    expect(price.lines[0]!.unit).toBe(discounted);
    const without = cruise.cruise!.cabins.find((c) => !c.guaranteeOption);
    if (without)
      await refused(
        t,
        'POST',
        '/api/PriceCruiseDetail',
        priceBody(d, without.code, { guarantee: true }),
        {
          status: 422,
          code: 'checkPriceFailed',
        },
      );
  });

  it('the cruise room rules: 3 adults in a cabin is Check price failed', async () => {
    const d = first();
    const body = await refused(
      t,
      'POST',
      '/api/PriceCruiseDetail',
      priceBody(d, cabinOf('inside').code, { rooms: [{ key: 'c1', adults: 3, children: 0 }] }),
      { status: 422, code: 'checkPriceFailed', msg: 'Check price failed' },
    );
    expect(body.data.error).toMatch(/2 adults/);
  });

  it('bad input is 400 parameter error', async () => {
    const d = first();
    for (const body of [
      priceBody(d, 'balcony'),
      { ...priceBody(d, cabinOf('inside').code), rooms: [] },
      { ...priceBody(d, cabinOf('inside').code), cttq: '03/01/2027' },
    ])
      await refused(t, 'POST', '/api/PriceCruiseDetail', body, {
        status: 400,
        code: 'tourParameterError',
      });
  });

  it('SaveOrderCruise: a departure whose final payment date is ahead takes the deposit now', async () => {
    const later = cruise.departures.filter(
      (d) => d.placesLeft >= 4 && d.finalPaymentDate && d.finalPaymentDate > today(),
    )[0]!;
    expect(later, 'a cruise departure with its final payment date ahead').toBeTruthy();
    const cabin = cabinOf('balcony').code;
    const price = await ok<CruisePrice>(
      t,
      'POST',
      '/api/PriceCruiseDetail',
      priceBody(later, cabin),
    );
    expect(price.deposit).toBe(4 * cruise.deposit);
    expect(price.dueNow).toBe(Math.min(price.deposit, price.agentSelling));
    const result = await booked(
      t,
      {
        ...priceBody(later, cabin),
        tourists: tourists(cabins, later.date),
        contact: contact(later.date),
        insurance: 'help',
        acceptTerms: true,
        expectedTotal: price.totalprice,
      },
      {},
      '/api/SaveOrderCruise',
    );
    expect(result).toMatchObject({ product: 'cruise', travellerCount: 4, dueNow: price.dueNow });
    const [row] = await t.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.orderNo, result.orderNumber));
    expect(row).toMatchObject({
      product: 'cruise',
      dueNowCents: price.dueNow,
      totalCents: price.agentSelling,
    });
  });

  it('inside the final payment period the whole price is due now', async () => {
    const d = cruise.departures.find(
      (x) => x.placesLeft >= 4 && x.finalPaymentDate && x.finalPaymentDate > today(),
    )!;
    const cabin = cabinOf('inside').code;
    const now = t.clock.now();
    // The day after the final payment date, still before the departure.
    t.clock.set(new Date(`${d.finalPaymentDate}T12:00:00Z`));
    t.clock.advance(86_400_000);
    try {
      const price = await ok<CruisePrice>(t, 'POST', '/api/PriceCruiseDetail', priceBody(d, cabin));
      expect(price.deposit).toBeGreaterThan(0);
      expect(price.dueNow).toBe(price.agentSelling);
    } finally {
      t.clock.set(now);
    }
  });

  it('a cruise booked without a cabin, or through the tour call, is refused; nothing written', async () => {
    const d = first();
    const cabin = cabinOf('inside').code;
    const price = await ok<CruisePrice>(t, 'POST', '/api/PriceCruiseDetail', priceBody(d, cabin));
    const body = {
      ...priceBody(d, cabin),
      tourists: tourists(cabins, d.date),
      contact: contact(d.date),
      insurance: 'self',
      acceptTerms: true,
      expectedTotal: price.totalprice,
    };
    const before = (await t.ctx.db.select().from(orders)).length;
    const noCabin = await saveOrder(t, { ...body, cabin: undefined }, {}, '/api/SaveOrderCruise');
    expect(noCabin.status).toBe(400);
    expect(noCabin.body.code).toBe('tourParameterError');
    const asTour = await saveOrder(t, { ...body, cabin: undefined }, {}, '/api/SaveOrder');
    expect(asTour.status).toBe(404);
    expect(asTour.body.code).toBe('noTourFound');
    expect((await t.ctx.db.select().from(orders)).length).toBe(before);
    // The same body on the cruise call books.
    const res = await call(t, 'POST', '/api/SaveOrderCruise', body, {
      'idempotency-key': 'cruise-ok-1',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});
