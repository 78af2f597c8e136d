import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import type { TourInfo } from '@travel/contracts/tours-detail';
import type { TestApp } from '../../test/test-app';
import { TOUR_PDFS_PER_ADDRESS_PER_MINUTE } from './tour-pdf.service';
import { createTourTestApp, ok } from './tours.test-helpers';

/** The itinerary PDF (issue 14 §1 TourPDF): a real document in the page's language. */
describe('GET /api/TourPDF/{TourID}.pdf', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTourTestApp();
  });
  afterAll(async () => t.close());

  const get = (url: string, remoteAddress = '198.51.100.1') =>
    t.app.inject({ method: 'GET', url, remoteAddress });

  async function textOf(pdf: Buffer): Promise<string> {
    const doc = await getDocumentProxy(new Uint8Array(pdf));
    const { text } = await extractText(doc, { mergePages: true });
    return text.replace(/\s+/g, ' ');
  }

  it('a tour in EN: a PDF with the name, code, days, departures and terms; public, no sign-in', async () => {
    const info = await ok<TourInfo>(t, 'POST', '/api/tourdetail', { tourid: 't-rom-escorted' });
    const res = await get(info.TourPDF!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="${info.TourCode}.pdf"`);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await textOf(res.rawPayload);
    expect(text).toContain(info.TourName);
    expect(text).toContain(info.TourCode);
    for (const day of info.TourBriefItinerary) expect(text).toContain(`Day ${day.day}`);
    const first = info.departures[0]!;
    const twin = first.options.find((o) => o.Code === '2')!.Selling;
    expect(text).toContain(first.date);
    expect(text).toContain(`$${(twin / 100).toLocaleString('en-US')}`);
    expect(text).toContain('48 hours');
  });

  it('ZH embeds a subset of the CJK font and writes the Chinese texts; TW differs', async () => {
    const zh = await ok<TourInfo>(t, 'POST', '/api/tourdetail', {
      tourid: 't-bjs-escorted',
      Lan: 'ZH',
    });
    const res = await get('/api/TourPDF/t-bjs-escorted.pdf?Lan=ZH');
    expect(res.statusCode).toBe(200);
    const raw = res.rawPayload.toString('latin1');
    // A subset font is named with a six-letter tag, and its program is in the file.
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC-Regular/);
    expect(raw).toContain('/FontFile2');
    const text = await textOf(res.rawPayload);
    expect(text).toContain(zh.TourName);
    expect(text).toContain('第1天');
    expect(text).toContain('48小时');
    const tw = await textOf((await get('/api/TourPDF/t-bjs-escorted.pdf?Lan=tw')).rawPayload);
    expect(tw).toContain('48小時');
    // A document stays small: only the glyphs used are embedded, not the 10 MB font.
    expect(res.rawPayload.length).toBeLessThan(1_500_000);
  });

  it('a cruise lists its cabins and port charges', async () => {
    const info = await ok<TourInfo>(t, 'GET', '/api/CustomizeCruiseDetail?id=c-bud-river-8');
    const text = await textOf((await get('/api/TourPDF/c-bud-river-8.pdf')).rawPayload);
    // Curly quotes are written straight (the CJK font draws them full-width).
    for (const cabin of info.cruise!.cabins) expect(text).toContain(cabin.name.replace('’', "'"));
    expect(text).toContain(info.cruise!.ship.name);
    expect(text).toMatch(/port charges \$\d+/);
  });

  it('unknown tour 404 No tour found; bad Lan or file name 400 parameter error', async () => {
    const unknown = await get('/api/TourPDF/t-xyz-escorted.pdf');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'noTourFound', msg: 'No tour found' });
    const badLan = await get('/api/TourPDF/t-rom-escorted.pdf?Lan=FR');
    expect(badLan.statusCode).toBe(400);
    expect(badLan.json()).toMatchObject({ code: 'tourParameterError' });
    const badFile = await get('/api/TourPDF/t-rom-escorted.doc');
    expect(badFile.statusCode).toBe(400);
    expect(badFile.json()).toMatchObject({ code: 'tourParameterError' });
  });

  it('is rate-limited per address like the other public calls', async () => {
    const address = '203.0.113.77';
    for (let i = 0; i < TOUR_PDFS_PER_ADDRESS_PER_MINUTE; i += 1)
      expect((await get('/api/TourPDF/t-rom-escorted.pdf', address)).statusCode).toBe(200);
    const refused = await get('/api/TourPDF/t-rom-escorted.pdf', address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'operationFrequent' });
    expect(refused.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await get('/api/TourPDF/t-rom-escorted.pdf', '203.0.113.78')).statusCode).toBe(200);
  });
});
