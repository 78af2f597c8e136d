import { rm } from 'node:fs/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { escapeHtml } from '../lib/html-escape';
import { hotelSupplier } from '../lib/hotel-supplier';
import { referenceCatalog } from '../lib/reference-catalog';
import type { SimulatedHotels } from '../suppliers/hotels/simulated-hotels';
import { fillTemplate } from './page-templates';
import { miniatureWebDist } from './web-dist.test-helpers';

/**
 * A web build in miniature with the results pages as templates (scripts/prerender.mjs): a
 * template with markers and the fill module, here a small stand-in for the one the build makes
 * from apps/web/src/app/prerender/page-fill.ts.
 */
const FILL_MODULE = `
export function pageFill(url, now, hotels) {
  const { pathname, searchParams } = new URL(url, 'http://x.invalid');
  if (searchParams.has('boom')) throw new Error('unreadable');
  const hotelId = /^\\/hotel\\/([^/]+)$/.exec(pathname)?.[1];
  if (hotelId) {
    const facts = hotels?.(decodeURIComponent(hotelId));
    if (!facts) return { template: 'hotel', values: { name: '(none)', city: '' } };
    return { template: 'hotel', values: { name: facts.name, city: facts.city + ' ' + facts.pictures.length } };
  }
  if (pathname !== '/flights' || !searchParams.get('from')) return null;
  const from = searchParams.get('from');
  return {
    template: searchParams.get('template') ?? 'flights',
    values: { route: from + ' → LAX', preload: '/api/AirTickets?from=' + encodeURIComponent(from) },
  };
}
`;
const TEMPLATE = `<!doctype html><link rel="preload" as="fetch" crossorigin href="{{fill:preload}}"><h1>{{fill:route}}</h1><!-- ${'padding '.repeat(200)} -->`;

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = await miniatureWebDist(FILL_MODULE, {
    flights: TEMPLATE,
    partial: '<h1>{{fill:missing}}</h1>',
    hotel: '<h1>{{fill:name}}</h1><p>{{fill:city}}</p>',
  });
  t = await createTestApp({}, { webDist: dist });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('the results pages filled in by the server (issue 10 §1)', () => {
  it('sends the template with the texts of this URL, escaped, not cached', async () => {
    const res = await get('/flights?from=%3Cscript%3E%22x%22');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<h1>&lt;script&gt;&quot;x&quot; → LAX</h1>');
    expect(res.body).toContain('href="/api/AirTickets?from=%3Cscript%3E%22x%22"');
    expect(res.body).not.toContain('{{fill:');
  });

  it('compresses the page for a client that accepts it, as the plugin would', async () => {
    const br = await get('/flights?from=JFK', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<h1>JFK → LAX</h1>');
    const gzip = await get('/flights?from=JFK', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<h1>JFK → LAX</h1>');
    expect(br.rawPayload.length).toBeLessThan(TEMPLATE.length / 4);
  });

  it('sends the shell when the URL has no template, or one that cannot be filled', async () => {
    for (const url of [
      '/flights',
      '/flights?from=JFK&template=unknown',
      '/flights?from=JFK&template=partial',
      '/flights?from=JFK&template=..%2Fsecret',
      '/flights?from=JFK&boom=1',
    ]) {
      const res = await get(url);
      expect({ url, status: res.statusCode, body: res.body }).toEqual({
        url,
        status: 200,
        body: '<main>shell</main>',
      });
    }
  });

  it('serves neither the templates nor the fill module as files', async () => {
    for (const url of ['/_templates/flights.html', '/_templates/fill.mjs']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});

describe('/hotel/{id} filled from the hotel catalogue (issue 10)', () => {
  it("hands the fill module the hotel's header facts; none for an unknown id", async () => {
    const lisbon = referenceCatalog().catalog.cities.find((city) => city.name === 'Lisbon')!;
    const supplier = hotelSupplier(t.ctx) as SimulatedHotels;
    const hotel = supplier.catalogue.hotelsOf(lisbon)[0]!;
    const res = await get(`/hotel/${encodeURIComponent(hotel.id)}`);
    expect(res.body).toBe(
      `<h1>${escapeHtml(hotel.name)}</h1><p>Lisbon ${hotel.pictures.length}</p>`,
    );
    expect((await get('/hotel/NOPE00-XX-no-such-hotel')).body).toBe('<h1>(none)</h1><p></p>');
  });
});

describe('fillTemplate', () => {
  it('fills every marker, or nothing when a value is missing', () => {
    expect(fillTemplate('<p title="{{fill:a}}">{{fill:b}}</p>', { a: `it's`, b: 'x & y' })).toBe(
      '<p title="it&#x27;s">x &amp; y</p>',
    );
    expect(fillTemplate('<p>{{fill:a}}{{fill:c}}</p>', { a: 'x' })).toBeNull();
  });
});
