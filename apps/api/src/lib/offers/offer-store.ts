import { randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { BookableCabin } from '@travel/contracts/flights';
import { searchResponses, type Executor } from '@travel/db';
import type { Buyer } from './buyer';
import { decodeStoredOffer, encodeStoredOffer } from './stored-offer-codec';

/** One priced offer as a search reply quoted it, kept server-side under its response. */
export interface StoredOffer {
  tripType: 'oneway' | 'roundtrip' | 'multicity';
  /** Per trip, flight ids in order. */
  flights: string[][];
  cabin: BookableCabin;
  adults: number;
  children: number;
  /** Quoted supplier total per brand id, in cents, before commission. */
  quoted: Record<string, number>;
  /**
   * The quote's parts per brand id: adult price, adult tax, child price, child tax (cents,
   * before commission), so a changed price can show the old total after commission exactly.
   */
  parts: Record<string, [number, number, number, number]>;
  /** Only invoiceable fares (/flights-invoice). */
  invoice: boolean;
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
  offers: StoredOffer[];
}

/**
 * Stores a reply's offers in one row (one insert per uncached search), each in the string form of
 * stored-offer-codec.ts.
 */
export async function saveSearchResponse(db: Executor, row: SearchResponseRow): Promise<void> {
  const { userId, role, limitCabin, limitAmount } = row.buyer;
  await db.insert(searchResponses).values({
    responseId: row.responseId,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    buyer: { userId, role, limitCabin, limitAmount },
    offers: row.offers.map(encodeStoredOffer),
  });
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
    .select({ expiresAt: searchResponses.expiresAt, offers: searchResponses.offers })
    .from(searchResponses)
    .where(eq(searchResponses.responseId, responseId))
    .limit(1);
  if (!row) return null;
  const offer = decodeStoredOffer((row.offers as unknown[])[Number(indexText)]);
  if (!offer) return null;
  return { ...offer, responseId, exp: row.expiresAt.getTime() };
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
