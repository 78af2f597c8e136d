import { brotliCompressSync, constants } from 'node:zlib';
import type { FlightSegment } from '@travel/contracts/flights';
import type { Buyer } from '../../products/flight/offers/buyer';
import { BROTLI_QUALITY, COMPRESSION_THRESHOLD_BYTES } from '../../lib/compression-levels';
import { sinks, type ByteSink } from '../../lib/byte-sink';
import { storedQuotes, type StoredQuotes } from '../../products/flight/offers/stored-quotes';
import {
  inSupplierOrder,
  quoteOf,
  writeSearchReply,
  type KeptOffer,
} from '../../products/flight/offers/present-reply';
import { QuotePacker } from '../../products/flight/offers/quote-packer';
import type { SegmentWriter } from '../../products/flight/offers/reply-text';
import type { SupplierBrand, SupplierOffer } from '../../suppliers/flights/port';

/**
 * A new search's reply from the supplier's offers, as it goes out and as it is stored: the
 * CPU part of a search after the supplier, with nothing that needs the database or Fastify, so
 * the same code runs on the main thread or on a search worker (search-worker.ts).
 */

/** What the reply depends on besides the supplier's offers (plain data: it crosses threads). */
export interface ReplyJob {
  responseId: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  invoice: boolean;
  limit: number;
  buyer: Buyer;
  /** The client takes brotli: the reply goes out as its first-reply brotli when large enough. */
  brotli: boolean;
}

export interface BuiltReply {
  /** The envelope's JSON text, when it is not sent as brotli. */
  text: string | null;
  /** The envelope as brotli at the first reply's quality (BROTLI_QUALITY). */
  brotli: Uint8Array | null;
  /** The quotes to store, or null when the reply offers nothing. */
  quotes: StoredQuotes | null;
}

/** The supplier's own segment text and key, when it has them (FlightSupplier). */
export interface SegmentWriters {
  segmentJson?: ((segment: FlightSegment) => string | undefined) | undefined;
  segmentKey?: ((segment: FlightSegment) => string | undefined) | undefined;
  writeSegment?: SegmentWriter | undefined;
}

/** Brotli at the first reply's quality, in one synchronous call (see search-cache.ts). */
export function firstBrotli(text: string | Buffer): Buffer {
  const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

/** Whether a reply's text goes to this client as brotli (large enough, and it takes brotli). */
export const sendsBrotli = (text: string, brotli: boolean): boolean =>
  brotli && text.length >= COMPRESSION_THRESHOLD_BYTES;

/** `sendsBrotli` of the text written in `sink`, without making that text. */
function sinkSendsBrotli(sink: ByteSink, brotli: boolean): boolean {
  if (!brotli || sink.length < COMPRESSION_THRESHOLD_BYTES) return false;
  // At most 3 UTF-8 bytes per UTF-16 unit: counted only near the threshold.
  return (
    sink.length >= 3 * COMPRESSION_THRESHOLD_BYTES || sink.units() >= COMPRESSION_THRESHOLD_BYTES
  );
}

/** One array for the brands of each offer in turn (QuotePacker.add keeps nothing of it). */
const brandScratch: SupplierBrand[] = [];

/**
 * The reply's quotes packed straight from its offers (no quote object each); when they cannot
 * be packed, as storedQuotes stores them (the per-offer strings of stored-offer-codec.ts).
 */
function quotesOf(chosen: readonly KeptOffer[], invoice: boolean): StoredQuotes {
  const packer = new QuotePacker(invoice);
  for (const kept of chosen) {
    if (!packer.add(kept.offer, inSupplierOrder(kept, brandScratch))) {
      packer.release();
      return storedQuotes(chosen.map((entry) => quoteOf(entry, invoice)));
    }
  }
  return { packed: packer.finish() as string };
}

/**
 * The reply written into a sink of this thread, compressed from there (no string of it when it
 * goes out as brotli, the bench's and the browsers' case).
 */
export function buildReply(
  found: readonly SupplierOffer[],
  job: ReplyJob,
  writers: SegmentWriters,
): BuiltReply {
  const out = sinks.take();
  try {
    const chosen = writeSearchReply(
      found,
      job.buyer,
      {
        segmentJson: writers.segmentJson,
        segmentKey: writers.segmentKey,
        writeSegment: writers.writeSegment,
        responseId: job.responseId,
        expiresAt: job.expiresAt,
        invoice: job.invoice,
        limit: job.limit,
      },
      out,
    );
    const compressed = sinkSendsBrotli(out, job.brotli);
    return {
      text: compressed ? null : out.toString(),
      brotli: compressed ? firstBrotli(out.view()) : null,
      // Nothing to buy, nothing to keep.
      quotes: chosen.length > 0 ? quotesOf(chosen, job.invoice) : null,
    };
  } finally {
    sinks.give(out);
  }
}
