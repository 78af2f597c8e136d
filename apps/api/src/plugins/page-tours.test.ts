import { rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tours } from '@travel/db';
import { createTestApp, type TestApp } from '../test/test-app';
import { seedTourCatalogue } from '../modules/tours/tour-catalogue.seed';
import { TourHeaders } from '../modules/tours/tour-headers';
import { pageTourHeaders } from './page-tours';
import { miniatureWebDist } from './web-dist.test-helpers';

/**
 * /tour/detail/{id} and /Cruise/detail/{id} filled from the tour catalogue of the database: the
 * server hands the build's fill module (here a stand-in for the one made from
 * apps/web/src/app/prerender/page-fill.ts, which has its own tests) a lookup of the tours'
 * headers, and escapes what the module answers.
 */
const FILL_MODULE = `
export function pageFill(url, now, hotels, tours) {
  const parsed = new URL(url, 'http://x.invalid');
  const book = /^\\/(tour|Cruise)\\/book\\/([^/]+)$/.exec(parsed.pathname);
  if (book) {
    const facts = tours?.(decodeURIComponent(book[2]));
    const kind = book[1] === 'tour' ? 'tour' : 'cruise';
    if (!facts || facts.kind !== kind || !parsed.searchParams.get('date')) return null;
    return {
      template: kind + '-book',
      values: { name: facts.TourName, facts: facts.TourCode + ' · ' + facts.TourCity + ' · ' + facts.TourDays + ' days' },
    };
  }
  const match = /^\\/(tour|Cruise)\\/detail\\/([^/]+)$/.exec(parsed.pathname);
  if (!match) return null;
  const facts = tours?.(decodeURIComponent(match[2]));
  const kind = match[1] === 'tour' ? 'tour' : 'cruise';
  if (!facts || facts.kind !== kind) return null;
  return {
    template: kind + '-detail',
    values: { name: facts.TourName, picture: facts.TourImage, pdf: facts.TourPDF, operator: facts.operator.name },
  };
}
`;
const TEMPLATE =
  '<img src="{{fill:picture}}"><h1>{{fill:name}}</h1><a href="{{fill:pdf}}">{{fill:operator}}</a>';
const BOOK_TEMPLATE = '<h1>Book</h1><aside><h2>{{fill:name}}</h2><p>{{fill:facts}}</p></aside>';
const NAME = 'London <Old Town> & "Windsor" in a Day';

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = await miniatureWebDist(FILL_MODULE, {
    'tour-detail': TEMPLATE,
    'cruise-detail': TEMPLATE,
    'tour-book': BOOK_TEMPLATE,
    'cruise-book': BOOK_TEMPLATE,
  });
  t = await createTestApp({}, { webDist: dist });
  await seedTourCatalogue(t.ctx);
  await t.ctx.db.update(tours).set({ name: NAME }).where(eq(tours.id, 't-lon-one-day'));
  // The app read the (then empty) catalogue when it became ready; read it again now.
  await pageTourHeaders(t.ctx).reload();
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const page = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;

/** Each of `urls` answers the plain shell: no template, nothing filled in. */
async function expectShell(urls: string[]) {
  for (const url of urls) {
    const res = await t.app.inject({ method: 'GET', url });
    expect({ url, status: res.statusCode, body: res.body }).toEqual({
      url,
      status: 200,
      body: '<main>shell</main>',
    });
  }
}

describe('the tour detail pages filled in from the catalogue (issue 14)', () => {
  it("writes a real tour's header in, escaped", async () => {
    const html = await page('/tour/detail/t-lon-one-day?departureDate=2027-02');
    expect(html).toContain('<h1>London &lt;Old Town&gt; &amp; &quot;Windsor&quot; in a Day</h1>');
    expect(html).toMatch(/^<img src="\/api\/TourPicture\/tour-[a-z]{2}-\d\.svg">/);
    expect(html).toContain('href="/api/TourPDF/t-lon-one-day.pdf?Lan=EN"');
    expect(html).not.toContain('{{fill:');
    const cruise = await page('/Cruise/detail/c-cph-ocean-7');
    expect(cruise).toMatch(/<h1>[^<]+<\/h1>/);
    expect(cruise).not.toContain('shell');
  });

  it('sends the plain shell for an unknown tour or the other kind', async () => {
    await expectShell([
      '/tour/detail/t-no-such-tour',
      '/Cruise/detail/t-lon-one-day',
      '/tour/detail/c-cph-ocean-7',
    ]);
    // A path it cannot read is refused before any page (as every other page path).
    const bad = await t.app.inject({ method: 'GET', url: '/tour/detail/%E0%A4%A' });
    expect(bad.body).not.toContain('<h1>');
  });
});

describe('the tour booking pages filled in from the catalogue (issue 14)', () => {
  it("writes a real tour's summary head in, escaped", async () => {
    const html = await page('/tour/book/t-lon-one-day?date=2027-02-10&rooms=2-0');
    expect(html).toContain(
      '<h2>London &lt;Old Town&gt; &amp; &quot;Windsor&quot; in a Day</h2><p>',
    );
    expect(html).toMatch(/<p>[^<]+ · London · 1 days<\/p>/);
    const cruise = await page('/Cruise/book/c-cph-ocean-7?date=2027-02-10&cabin=BA');
    expect(cruise).toMatch(/<h2>[^<]+<\/h2>/);
  });

  it('sends the plain shell for an unknown tour, the other kind or a link it cannot fill', async () => {
    await expectShell([
      '/tour/book/t-no-such-tour?date=2027-02-10',
      '/Cruise/book/t-lon-one-day?date=2027-02-10',
      '/tour/book/c-cph-ocean-7?date=2027-02-10',
      '/tour/book/t-lon-one-day',
    ]);
  });
});

describe('TourHeaders (the catalogue in memory)', () => {
  it('reads a tour added since when asked for it, at most every few seconds', async () => {
    let now = 1_000_000;
    const headers = new TourHeaders(t.ctx.db, () => now);
    await headers.reload();
    expect(headers.get('t-lon-one-day')?.TourName).toBe(NAME);
    const [row] = await t.ctx.db.select().from(tours).where(eq(tours.id, 't-lon-one-day'));
    await t.ctx.db.insert(tours).values({ ...row!, id: 't-added-later', code: 'ADDED-1' });
    // Within the miss interval: no new read yet.
    now += 1_000;
    expect(headers.get('t-added-later')).toBeNull();
    now += 5_000;
    expect(headers.get('t-added-later')).toBeNull(); // answers at once, reads behind
    await headers.reload(); // the read in flight
    expect(headers.get('t-added-later')).toMatchObject({ TourCode: 'ADDED-1', kind: 'tour' });
    await t.ctx.db.delete(tours).where(eq(tours.id, 't-added-later'));
  });
});
