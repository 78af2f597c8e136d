import { TOUR_KINDS, TOUR_STYLES } from '@travel/contracts/tours';
import type { TourHeaderFacts, TourInfo } from '@travel/contracts/tours-detail';
import type { Executor } from '@travel/db';
import { tourPdfPath } from './tour-pdf-path';
import { pictureUrl } from './tour-search.service';
import { tourHeaderRows } from './tours.repository';

type HeaderRow = Awaited<ReturnType<typeof tourHeaderRows>>[number];

const isKind = (value: string): value is TourInfo['kind'] =>
  (TOUR_KINDS as readonly string[]).includes(value);
const isStyle = (value: string): value is TourInfo['style'] =>
  (TOUR_STYLES as readonly string[]).includes(value);

/** As TourDetailService.detail writes these fields for Lan=EN; null for a row it could not. */
function factsOf(row: HeaderRow): TourHeaderFacts | null {
  if (!isKind(row.kind) || !isStyle(row.style)) return null;
  return {
    TourID: row.id,
    TourName: row.name,
    TourCode: row.code,
    TourCity: row.cityName,
    TourDays: row.days,
    TourSummary: row.summary,
    TourImage: pictureUrl(row.picture),
    TourPDF: tourPdfPath(row.id, 'EN'),
    kind: row.kind,
    style: row.style,
    region: row.region,
    area: row.area,
    operator: { name: row.operatorName },
  };
}

/** How long a read of the catalogue serves before the next request reads it again. */
const FRESH_MS = 60_000;
/** An id not in the catalogue reads it again at most this often (a tour added since). */
const MISS_RELOAD_MS = 5_000;

/**
 * The catalogue's headers in memory, read in one query (a few hundred rows): a page request
 * must answer at once (the page fallback is synchronous) and should not cost a query per view.
 * A read older than FRESH_MS is answered from and read again behind it; before the first read
 * completes, every id is unknown (the page gets the plain shell).
 */
export class TourHeaders {
  private byId = new Map<string, TourHeaderFacts>();
  private readAt = -Infinity;
  private reading: Promise<void> | undefined;

  constructor(
    private readonly db: Executor,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Reads the catalogue again (one read at a time); a failed read keeps the previous one. */
  reload(): Promise<void> {
    this.reading ??= (async () => {
      const startedAt = this.clock();
      try {
        const rows = await tourHeaderRows(this.db);
        const byId = new Map<string, TourHeaderFacts>();
        for (const row of rows) {
          const facts = factsOf(row);
          if (facts) byId.set(facts.TourID, facts);
        }
        this.byId = byId;
        this.readAt = startedAt;
      } catch {
        // The previous read serves (or none: the plain shell); the next request tries again.
      } finally {
        this.reading = undefined;
      }
    })();
    return this.reading;
  }

  /** The header of `id`, or null (no such tour, or not read yet). */
  get(id: string): TourHeaderFacts | null {
    const facts = this.byId.get(id) ?? null;
    const age = this.clock() - this.readAt;
    if (age > FRESH_MS || (!facts && age > MISS_RELOAD_MS)) void this.reload();
    return facts;
  }
}
