import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TourPage, TourRegion } from '@travel/contracts/tours';
import type { CruisePromotion } from '@travel/contracts/tours-cruise';
import type { TourInfo } from '@travel/contracts/tours-detail';
import type { TestApp } from '../../test/test-app';
import { createTourTestApp, ok, refused } from './tours.test-helpers';

/** Every tour call in Lan EN, ZH and TW (issue 14 §2): texts change, facts do not. */
const CJK = /[\u3400-\u9fff]/;

/** What must not change with the language: ids, codes, prices, dates and places left. */
function facts(info: TourInfo) {
  return {
    id: info.TourID,
    code: info.TourCode,
    days: info.TourDays,
    cityCode: info.TourCityCode,
    image: info.TourImage,
    deposit: info.deposit,
    departures: info.departures.map((d) => ({
      ...d,
      options: d.options.map(({ Name: _name, ...o }) => o),
    })),
    itinerary: info.TourBriefItinerary.map((d) => [d.day, d.meals]),
    ship: info.cruise && { ...info.cruise.ship, name: undefined },
    cabins: info.cruise?.cabins.map((c) => [c.code, c.category, c.decks, c.maxOccupancy]),
  };
}

describe('tour texts by Lan', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTourTestApp();
  });
  afterAll(async () => t.close());

  const detail = (tourid: string, Lan: string) =>
    ok<TourInfo>(t, 'POST', '/api/tourdetail', { tourid, Lan });

  it('a tour in EN, ZH and TW: Chinese texts, traditional differs, facts are equal', async () => {
    const [en, zh, tw] = await Promise.all(
      ['EN', 'ZH', 'TW'].map((l) => detail('t-bjs-escorted', l)),
    );
    expect(en!.TourName).not.toMatch(CJK);
    const texts = (i: TourInfo) => [
      i.TourName,
      i.TourCity,
      i.TourSummary,
      i.overview,
      i.operator.name,
      ...i.highlights,
      ...i.TourBriefItinerary.flatMap((d) => [d.title, d.description, ...d.places]),
    ];
    for (const text of [...texts(zh!), ...texts(tw!)]) expect(text).toMatch(CJK);
    expect(zh!.TourCity).toBe('北京');
    expect(tw!.TourCity).toBe('北京');
    // Simplified and traditional differ where the scripts do (导游 / 導遊).
    expect(zh!.TourBriefItinerary[1]!.title).toContain('导游');
    expect(tw!.TourBriefItinerary[1]!.title).toContain('導遊');
    expect(tw!.TourSummary).not.toBe(zh!.TourSummary);
    expect(facts(zh!)).toEqual(facts(en!));
    expect(facts(tw!)).toEqual(facts(en!));
    expect([en!.TourPDF, zh!.TourPDF, tw!.TourPDF]).toEqual([
      '/api/TourPDF/t-bjs-escorted.pdf?Lan=EN',
      '/api/TourPDF/t-bjs-escorted.pdf?Lan=ZH',
      '/api/TourPDF/t-bjs-escorted.pdf?Lan=TW',
    ]);
  });

  it('a cruise in ZH names its ship and cabins in Chinese; TW in traditional', async () => {
    const zh = await ok<TourInfo>(t, 'GET', '/api/CustomizeCruiseDetail?id=c-bcn-ocean-7&Lan=ZH');
    const tw = await ok<TourInfo>(t, 'GET', '/api/CustomizeCruiseDetail?id=c-bcn-ocean-7&Lan=tw');
    const en = await ok<TourInfo>(t, 'GET', '/api/CustomizeCruiseDetail?id=c-bcn-ocean-7');
    expect(zh.cruise!.ship.name).toMatch(CJK);
    expect(zh.cruise!.cabins.find((c) => c.code === 'IN')).toMatchObject({ name: '内舱房' });
    expect(tw.cruise!.cabins.find((c) => c.code === 'IN')).toMatchObject({ name: '內艙房' });
    for (const c of zh.cruise!.cabins) expect(c.beds).toMatch(CJK);
    expect(facts(zh)).toEqual(facts(en));
  });

  it('/api/list in ZH and TW names regions and areas in Chinese, with the same codes', async () => {
    const [en, zh, tw] = await Promise.all(
      ['EN', 'ZH', 'TW'].map((l) =>
        ok<{ world: TourRegion[] }>(t, 'GET', `/api/list?type=a&Lan=${l}`),
      ),
    );
    const codes = (w: TourRegion[]) =>
      w.map((r) => [r.code, r.count, r.areas.map((a) => [a.code, a.count]).sort()]);
    expect(codes(zh!.world)).toEqual(codes(en!.world));
    expect(codes(tw!.world)).toEqual(codes(en!.world));
    for (const r of [...zh!.world, ...tw!.world]) {
      expect(r.name).toMatch(CJK);
      for (const a of r.areas) expect(a.name).toMatch(CJK);
    }
    const europe = (w: TourRegion[]) => w.find((r) => r.code === 'EU')!;
    expect(europe(zh!.world).name).toBe('欧洲');
    expect(europe(tw!.world).name).toBe('歐洲');
  });

  it('lists and search: same ids in every language; a Chinese keyword finds the tour', async () => {
    const list = (Lan: string) => ok<TourPage>(t, 'POST', '/api/tourlist', { area: 'CN', Lan });
    const [en, zh] = await Promise.all([list('EN'), list('ZH')]);
    expect(zh.Tours.map((c) => [c.TourID, c.Selling])).toEqual(
      en.Tours.map((c) => [c.TourID, c.Selling]),
    );
    for (const card of zh.Tours) {
      expect(card.TourName).toMatch(CJK);
      expect(card.TourSummary).toMatch(CJK);
    }
    const found = await ok<TourPage>(t, 'POST', '/api/SearchTour', {
      SearchCondition: { keyword: '北京' },
      Lan: 'ZH',
    });
    expect(found.Tours.map((c) => c.TourID)).toEqual(
      expect.arrayContaining(['t-bjs-escorted', 't-bjs-small-group', 't-bjs-one-day']),
    );
    const cruises = await ok<CruisePromotion[]>(t, 'GET', '/api/ListCurise?top=3&Lan=TW');
    for (const c of cruises) expect(c.title + c.name + c.TourCity).toMatch(CJK);
  });

  it('a language other than EN, ZH and TW is 400', async () => {
    await refused(
      t,
      'POST',
      '/api/tourdetail',
      { tourid: 't-bjs-escorted', Lan: 'FR' },
      {
        status: 400,
        code: 'tourParameterError',
      },
    );
  });
});
