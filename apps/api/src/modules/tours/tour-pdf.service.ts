import type { TourLanguage } from '@travel/contracts/tours';
import type { AppContext } from '../../app-context';
import { enforceRateLimit, type RateLimitRule } from '../../lib/rate-limit';
import { utcDate } from '../../suppliers/tours/calendar';
import { TourDetailService } from './tour-detail.service';
import { renderTourPdf } from './tour-pdf';
import { buyerOf } from './tour-prices';

/** A public call that draws a document: per address, as the other public writes are limited. */
export const TOUR_PDFS_PER_ADDRESS_PER_MINUTE = 30;
export const tourPdfAddressRule = (address: string): RateLimitRule => ({
  bucket: `tourpdf:address:${address}`,
  limit: TOUR_PDFS_PER_ADDRESS_PER_MINUTE,
  windowMs: 60_000,
});

/** Documents kept per process: a few hundred kilobytes each, the most recent first out last. */
const CACHE_SIZE = 48;

export interface TourPdf {
  code: string;
  pdf: Buffer;
}

/**
 * The itinerary PDF of a tour at public prices. The same tour, language and catalogue day give
 * the same document, so one is drawn once per process and day (availability in it is as of
 * that day, as the document says); older days fall out of the small cache.
 */
export class TourPdfService {
  private readonly cache = new Map<string, Promise<TourPdf>>();
  private readonly details: TourDetailService;

  constructor(private readonly ctx: Pick<AppContext, 'db' | 'now'>) {
    this.details = new TourDetailService(ctx);
  }

  async pdf(tourId: string, lan: TourLanguage, address: string): Promise<TourPdf> {
    const now = this.ctx.now();
    await enforceRateLimit(this.ctx.db, now, tourPdfAddressRule(address), 'operationFrequent');
    const issuedOn = utcDate(now);
    const key = `${tourId}|${lan}|${issuedOn}`;
    const cached = this.cache.get(key);
    if (cached) {
      // Touch: a Map iterates in insertion order, so re-inserting keeps it the newest.
      this.cache.delete(key);
      this.cache.set(key, cached);
      return cached;
    }
    const drawing = this.draw(tourId, lan, issuedOn);
    this.cache.set(key, drawing);
    // A failure (unknown tour) is not kept: the next request asks the database again.
    void drawing.catch(() => this.cache.delete(key));
    while (this.cache.size > CACHE_SIZE) {
      const oldest = this.cache.keys().next().value;
      if (oldest === undefined) break;
      this.cache.delete(oldest);
    }
    return drawing;
  }

  private async draw(tourId: string, lan: TourLanguage, issuedOn: string): Promise<TourPdf> {
    const info = await this.details.detail(tourId, lan, buyerOf(null));
    return { code: info.TourCode, pdf: await renderTourPdf({ info, lan, issuedOn }) };
  }
}
