import { ANONYMOUS_BUYER } from '../../products/flight/offers/buyer';
import { searchOffers, type AirlineModel } from '../../suppliers/flights/airline-model';
import { segmentJson, segmentKey, writeSegmentJson } from '../../suppliers/flights/flight-part';
import type { InventoryView } from '../../suppliers/flights/seats';
import { buildReply } from './search-reply-builder';

const DAY_MS = 86_400_000;
const isoDate = (epoch: number): string => new Date(epoch).toISOString().slice(0, 10);

export interface WarmUp {
  searches: number;
  /** Searches that found offers, so their reply, brotli and quotes were written too. */
  withOffers: number;
}

/**
 * Where a warm-up search from `hub` goes: along one of its routes, and every other time one
 * route further, so that searches with a connection are optimised too.
 */
function destinationOf(model: AirlineModel, hub: string, i: number): string | undefined {
  const legs = model.network.legsFrom(hub);
  const first = legs[i % Math.max(legs.length, 1)];
  if (!first || i % 2 === 0) return first?.to.iata;
  const onward = model.network.legsFrom(first.to.iata).filter((leg) => leg.to.iata !== hub);
  return onward[i % Math.max(onward.length, 1)]?.to.iata ?? first.to.iata;
}

/**
 * Round trips from hubs, direct and with a connection, on dates spread over the year, searched and written as replies
 * (brotli and quotes included) on an empty seat view, then dropped: a search worker runs them
 * before it takes travellers' searches. A fresh worker's first few thousand searches were
 * slow while V8 optimised the search's code and grew the young generation: in a 10 s bench run
 * the first 4 s held the tail (p99 60–70 ms there, 30–45 ms after; issue 10). Nothing is
 * stored and no seat is read.
 */
export function warmUpSearches(model: AirlineModel, count: number, now = new Date()): WarmUp {
  const hubs = [...model.network.hubs].sort();
  const view: InventoryView = new Map();
  const result: WarmUp = { searches: 0, withOffers: 0 };
  if (hubs.length < 2) return result;
  for (let i = 0; result.searches < count && i < count * 4; i += 1) {
    const to = destinationOf(model, hubs[(i * 7) % hubs.length] as string, i);
    const from = hubs[(i * 7) % hubs.length] as string;
    if (!to) continue;
    const outbound = now.getTime() + (14 + ((i * 37) % 300)) * DAY_MS;
    const found = searchOffers(
      model,
      {
        legs: [
          { origins: [from], destinations: [to], date: isoDate(outbound) },
          { origins: [to], destinations: [from], date: isoDate(outbound + 7 * DAY_MS) },
        ],
        tripType: 'roundtrip',
        adults: 1,
        children: 0,
        now,
        limit: 300,
      },
      view,
    );
    const reply = buildReply(
      found,
      {
        responseId: 'warm-up',
        expiresAt: now.getTime(),
        invoice: false,
        limit: 300,
        buyer: ANONYMOUS_BUYER,
        brotli: true,
      },
      { segmentJson, segmentKey, writeSegment: writeSegmentJson },
    );
    result.searches += 1;
    if (reply.quotes) result.withOffers += 1;
  }
  return result;
}
