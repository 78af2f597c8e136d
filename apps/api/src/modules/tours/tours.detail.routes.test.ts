import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@travel/contracts';
import { checkRooms, type RoomContext } from '@travel/contracts/tours';
import type { RoomData, TourInfo } from '@travel/contracts/tours-detail';
import type { TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { createTourTestApp, ok, refused } from './tours.test-helpers';

/** TourInfo, room data and agents' prices (spec part 2 §3, §6, §7; issue 14 §2). */
describe('tour detail and room data', () => {
  let t: TestApp;
  let agent: TestUser;
  let subagent: TestUser;
  let customer: TestUser;
  beforeAll(async () => {
    t = await createTourTestApp();
    agent = await createTestUser(t, { role: ROLE.agent, accountCode: 'AGT900' });
    subagent = await createTestUser(t, {
      role: ROLE.subagent,
      accountCode: 'AGT900-1',
      parentAgentId: agent.id,
    });
    customer = await createTestUser(t);
  });
  afterAll(async () => t.close());

  const detail = (tourid: string, who?: TestUser, Lan = 'EN') =>
    ok<TourInfo>(t, 'POST', '/api/tourdetail', { tourid, Lan }, who?.headers ?? {});

  it('TourInfo: intro, the itinerary by day and departures with prices and places left', async () => {
    const info = await detail('t-par-escorted');
    expect(info).toMatchObject({
      TourID: 't-par-escorted',
      TourCity: 'Paris',
      TourCityCode: 'PAR',
      TimeZone: 'Europe/Paris',
      kind: 'tour',
      style: 'escorted',
      currency: 'USD',
      TourPDF: '/api/TourPDF/t-par-escorted.pdf?Lan=EN',
      cruise: null,
    });
    expect(info.TourCode).toMatch(/^[A-Z]{3}-PARE\d{2}$/);
    expect(info.TourBriefItinerary.map((d) => d.day)).toEqual(
      Array.from({ length: info.TourDays }, (_, i) => i + 1),
    );
    expect(info.TourBriefItinerary[0]).toMatchObject({ places: ['Paris'], meals: ['dinner'] });
    expect(info.TourBriefItinerary.at(-1)?.overnight).toBeNull();
    expect(info.highlights.length).toBeGreaterThanOrEqual(4);
    expect(info.departures.length).toBeGreaterThanOrEqual(20);
    for (const d of info.departures) {
      expect(d.date > '2027-03-02').toBe(true);
      expect(d.placesLeft).toBeGreaterThanOrEqual(0);
      expect(d.TimeZone).toBe('Europe/Paris');
      expect(d.finalPaymentDate! < d.date).toBe(true);
      const codes = d.options.map((o) => o.Code);
      expect(codes).toEqual(expect.arrayContaining(['1', '2', '3']));
      const twin = d.options.find((o) => o.Code === '2')!;
      const single = d.options.find((o) => o.Code === '1')!;
      expect(single.Selling - twin.Selling).toBe(d.singleSupplement);
      expect(twin).toMatchObject({ Name: 'Twin share', Max: 2, strJgbh: '1', Cabin: '' });
    }
  });

  it('a visitor or customer sees consumer prices only; agents and sub-agents their own', async () => {
    const visitor = await detail('t-tyo-escorted');
    const asCustomer = await detail('t-tyo-escorted', customer);
    expect(asCustomer).toEqual(visitor);
    const option = visitor.departures[0]!.options[0]!;
    expect(option).toMatchObject({
      TourToAgentSelling: null,
      TourToSubagentSelling: null,
      TourToAgentComm: null,
      TourToSubagentComm: null,
      TourComm: 0,
      agentSelling: option.Selling,
      TourToCSelling: option.Selling,
    });
    const pct = (cents: number, percent: number) => Math.round((cents * percent) / 100);
    const asAgent = (await detail('t-tyo-escorted', agent)).departures[0]!.options[0]!;
    expect(asAgent).toMatchObject({
      Selling: option.Selling,
      TourToAgentComm: pct(option.Selling, 5),
      TourToAgentSelling: option.Selling - pct(option.Selling, 5),
      TourToSubagentComm: pct(option.Selling, 3),
      TourToSubagentSelling: option.Selling - pct(option.Selling, 3),
      TourComm: pct(option.Selling, 5),
      agentSelling: option.Selling - pct(option.Selling, 5),
    });
    const asSub = (await detail('t-tyo-escorted', subagent)).departures[0]!.options[0]!;
    expect(asSub).toMatchObject({
      TourToAgentSelling: null,
      TourToAgentComm: null,
      TourToSubagentComm: pct(option.Selling, 3),
      TourComm: pct(option.Selling, 3),
      agentSelling: option.Selling - pct(option.Selling, 3),
    });
    // The lists carry the same commission on the "from" price.
    const list = await ok<{ Tours: { TourID: string; Selling: number; TourComm: number }[] }>(
      t,
      'POST',
      '/api/tourlist',
      { area: 'JP' },
      agent.headers,
    );
    for (const card of list.Tours) expect(card.TourComm).toBe(pct(card.Selling, 5));
  });

  it('option names follow Lan (EN, ZH, TW)', async () => {
    const zh = await detail('t-par-escorted', undefined, 'ZH');
    const tw = await detail('t-par-escorted', undefined, 'TW');
    expect(zh.departures[0]!.options.find((o) => o.Code === '1')?.Name).toBe('单人房');
    expect(tw.departures[0]!.options.find((o) => o.Code === '1')?.Name).toBe('單人房');
  });

  it('No tour found for an unknown tour; a bad id is 400', async () => {
    await refused(
      t,
      'POST',
      '/api/tourdetail',
      { tourid: 't-xyz-escorted' },
      {
        status: 404,
        code: 'noTourFound',
        msg: 'No tour found',
      },
    );
    await refused(
      t,
      'POST',
      '/api/tourdetail',
      { tourid: '../etc' },
      { status: 400, code: 'tourParameterError' },
    );
    await refused(t, 'POST', '/api/tourdetail', {}, { status: 400, code: 'tourParameterError' });
  });

  it('room data of a multi-day tour agrees with the room rules of contracts', async () => {
    const info = await detail('t-rom-escorted');
    const departure = info.departures.find((d) => d.placesLeft > 0)!;
    const room = await ok<RoomData>(
      t,
      'GET',
      `/api/roomData?tourid=t-rom-escorted&cttq=${departure.date}&Lan=EN`,
    );
    expect(room).toMatchObject({
      tourid: 't-rom-escorted',
      packageID: departure.id,
      cttq: departure.date,
      roomKind: 'tour',
    });
    expect(room.limits).toMatchObject({ minRooms: 1, maxRooms: 5, adultsPerRoom: null });
    expect(room.options).toEqual(departure.options);
    const ctx: RoomContext = { kind: 'tour', optionCodes: room.options.map((o) => o.Code) };
    const capacity = room.capacity['']!;
    expect(checkRooms(ctx, [{ key: 'a', adults: capacity, children: 0 }])).toEqual([]);
    expect(checkRooms(ctx, [{ key: 'a', adults: capacity + 1, children: 0 }])).not.toEqual([]);
  });

  it('room data of a one-day tour is one group of 1–20 adults and 0–20 children', async () => {
    const info = await detail('t-bkk-one-day');
    expect(info.TourDays).toBe(1);
    const date = info.departures[0]!.date;
    const room = await ok<RoomData>(t, 'GET', `/api/roomData?tourid=t-bkk-one-day&cttq=${date}`);
    expect(room.roomKind).toBe('one-day');
    expect(room.limits).toMatchObject({
      minRooms: 1,
      maxRooms: 1,
      minAdults: 1,
      maxAdults: 20,
      minChildren: 0,
      maxChildren: 20,
    });
    expect(room.options.map((o) => [o.Code, o.strJgbh])).toEqual([
      ['adult', '1'],
      ['child', '2'],
    ]);
  });

  it('room data: No tour found for a date without a departure; bad dates are 400', async () => {
    await refused(t, 'GET', '/api/roomData?tourid=t-rom-escorted&cttq=2027-03-02', undefined, {
      status: 404,
      code: 'noTourFound',
    });
    await refused(t, 'GET', '/api/roomData?tourid=t-rom-escorted&cttq=20270402', undefined, {
      status: 400,
      code: 'tourParameterError',
      msg: /cttq/,
    });
    await refused(t, 'GET', '/api/roomData?cttq=2027-04-02', undefined, {
      status: 400,
      code: 'tourParameterError',
    });
  });
});
