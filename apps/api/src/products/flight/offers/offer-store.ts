import { randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { BookableCabin } from '@travel/contracts/flights';
import { searchResponses, type Database, type Executor } from '@travel/db';
import type { Buyer } from './buyer';
import { unpackStoredOffer } from './packed-offers';
import { decodeStoredOffer } from './stored-offer-codec';
import { storedQuotes, type StoredQuotes } from './stored-quotes';

/** One priced offer as a search reply quoted it, kept server-side under its response. */
export interface StoredOffer {
  tripType: 'oneway' | 'roundtrip' | 'multicity';
  /** Per trip, flight ids in order. */
  flights: string[][];
  cabin: BookableCabin;
  adults: number;
  children: number;
  /** Lap infants (no seat, their own fare). */
  infants: number;
  /** Quoted supplier total per brand id, in cents, before commission. */
  quoted: Record<string, number>;
  /**
   * The quote's parts per brand id: adult price, adult tax, child price, child tax, infant
   * price, infant tax (cents, before commission), so a changed price can show the old total
   * after commission exactly.
   */
  parts: Record<string, QuoteParts>;
  /** Only invoiceable fares (/flights-invoice). */
  invoice: boolean;
}

export type QuoteParts = [number, number, number, number, number, number];

/**
 * A quote as stored before lap infants were sold (no `infants`, four parts) made whole: their
 * replies live 30 minutes, and a page left open then still books.
 */
export function withInfants(offer: StoredOffer): StoredOffer {
  const parts: StoredOffer['parts'] = {};
  for (const [brandId, stored] of Object.entries(offer.parts)) {
    const p: readonly (number | undefined)[] = stored;
    parts[brandId] = [p[0] ?? 0, p[1] ?? 0, p[2] ?? 0, p[3] ?? 0, p[4] ?? 0, p[5] ?? 0];
  }
  const infants: number | undefined = offer.infants;
  return { ...offer, infants: infants ?? 0, parts };
}

/** A stored offer read back by its id, with the reply it belongs to. */
export interface OfferRecord extends StoredOffer {
  /** Search reply id (NDC ShoppingResponseID). */
  responseId: string;
  /** Expiry of the reply, epoch milliseconds. */
  exp: number;
}

/** 16 random bytes as base64url: 22 characters, never a `.`, so `{responseId}.{index}` splits. */
export const newResponseId = (): string => randomBytes(16).toString('base64url');

/** NDC OfferID: the reply's id and the offer's position in it. */
export const offerIdFor = (responseId: string, index: number): string => `${responseId}.${index}`;

const OFFER_ID = /^([A-Za-z0-9_-]{16,64})\.(\d{1,4})$/;

export interface SearchResponseRow {
  responseId: string;
  createdAt: Date;
  expiresAt: Date;
  buyer: Buyer;
  /** The offers, or their stored form made already (storedQuotes). */
  offers: readonly StoredOffer[] | StoredQuotes;
}

/**
 * Stores a reply's offers in one row (one insert per uncached search): one short text value
 * (packed-offers.ts), or the per-offer strings of stored-offer-codec.ts as a jsonb array for a
 * reply that cannot be packed.
 */
export async function saveSearchResponse(db: Executor, row: SearchResponseRow): Promise<void> {
  await db.insert(searchResponses).values(rowValues(row));
}

const isOfferList = (
  offers: readonly StoredOffer[] | StoredQuotes,
): offers is readonly StoredOffer[] => Array.isArray(offers);

function rowValues(row: SearchResponseRow): typeof searchResponses.$inferInsert {
  const { userId, role, limitCabin, limitAmount } = row.buyer;
  const quotes = isOfferList(row.offers) ? storedQuotes(row.offers) : row.offers;
  return {
    responseId: row.responseId,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    buyer: { userId, role, limitCabin, limitAmount },
    ...quotes,
  };
}

interface Waiting {
  values: typeof searchResponses.$inferInsert;
  done: (error?: unknown) => void;
}

/**
 * Group commit of search replies: while one insert runs, the replies of other searches queue,
 * and go together in the next insert (one statement for all). On PGlite a statement costs about
 * as much as the row's bytes, so under load each search pays a share of it; alone, a search
 * waits for nobody. Every reply is in the database before its search answers, so a pre-book
 * right after it finds the offer in any process.
 */
class ReplyWriter {
  private queue: Waiting[] = [];
  private writing = false;

  constructor(private readonly db: Database) {}

  save(row: SearchResponseRow): Promise<void> {
    const values = rowValues(row);
    return new Promise<void>((resolve, reject) => {
      this.queue.push({
        values,
        done: (error) => (error === undefined ? resolve() : reject(error)),
      });
      if (!this.writing) void this.write();
    });
  }

  private async write(): Promise<void> {
    this.writing = true;
    while (this.queue.length > 0) {
      const batch = this.queue;
      this.queue = [];
      try {
        await this.db.insert(searchResponses).values(batch.map((entry) => entry.values));
        for (const entry of batch) entry.done();
      } catch (error) {
        for (const entry of batch) entry.done(error ?? new Error('search reply not stored'));
      }
    }
    this.writing = false;
  }
}

const writers = new WeakMap<Database, ReplyWriter>();

/**
 * Stores a search's reply with those of concurrent searches in one insert (see ReplyWriter);
 * resolves once it is committed.
 */
export function saveSearchReply(db: Database, row: SearchResponseRow): Promise<void> {
  let writer = writers.get(db);
  if (!writer) {
    writer = new ReplyWriter(db);
    writers.set(db, writer);
  }
  return writer.save(row);
}

/**
 * The offer an id names, or null when the id is malformed or names nothing stored (1202).
 * An expired reply is still returned (its `exp` says so) until the sweep removes it: a client
 * should hear 1201 "search again", not "unknown offer", for a result page left open.
 */
export async function readStoredOffer(db: Executor, offerId: string): Promise<OfferRecord | null> {
  const match = OFFER_ID.exec(offerId);
  if (!match) return null;
  const [, responseId, indexText] = match as unknown as [string, string, string];
  const [row] = await db
    .select({
      expiresAt: searchResponses.expiresAt,
      packed: searchResponses.packed,
      offers: searchResponses.offers,
    })
    .from(searchResponses)
    .where(eq(searchResponses.responseId, responseId))
    .limit(1);
  if (!row) return null;
  const index = Number(indexText);
  const offer =
    row.packed !== null
      ? unpackStoredOffer(row.packed, index)
      : Array.isArray(row.offers)
        ? decodeStoredOffer((row.offers as unknown[])[index])
        : null;
  if (!offer) return null;
  return { ...withInfants(offer), responseId, exp: row.expiresAt.getTime() };
}

/** Deletes replies that expired before `before`; returns how many went. */
export async function deleteSearchResponsesExpiredBefore(
  db: Executor,
  before: Date,
): Promise<number> {
  const rows = await db
    .delete(searchResponses)
    .where(lt(searchResponses.expiresAt, before))
    .returning({ responseId: searchResponses.responseId });
  return rows.length;
}
