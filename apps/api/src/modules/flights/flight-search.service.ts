import { OFFER_LIFETIME_MINUTES } from '@travel/contracts';
import {
  CALENDAR_DAYS_EACH_SIDE,
  isoToSearchDate,
  type BookableCabin,
  type CalendarDay,
  type FlightSearchQuery,
  type FlightSearchResult,
  type MulticitySearchQuery,
} from '@travel/contracts/flights';
import type { AppContext } from '../../app-context';
import { flightSupplier } from '../../lib/flight-supplier';
import { referenceCatalog } from '../../lib/reference-catalog';
import type { Buyer } from '../../products/flight/offers/buyer';
import { limitedCabin, singleAdultTotal } from '../../products/flight/offers/commission';
import { newResponseId, saveSearchReply } from '../../products/flight/offers/offer-store';
import {
  presentOffer,
  publishOffers,
  type PresentedOffer,
} from '../../products/flight/offers/present-offer';
import { addDays, localDate } from '../../lib/local-time';
import type { SupplierOffer, SupplierSearchQuery } from '../../suppliers/flights/port';
import { buildReply, type BuiltReply, type ReplyJob } from './search-reply-builder';
import type { SearchWorkers } from './search-workers';
import { resolveMulticity, resolveSearch, type ResolvedSearch } from './search-rules';

/** Results per search at most: the web virtualises a list of this length. */
export const MAX_OFFERS = 300;
/** The calendar prices a handful of the cheapest itineraries per day, not whole result lists. */
const CALENDAR_OFFERS_PER_DAY = 5;

interface Party {
  adult: number;
  child: number;
  /** Lap infants: no seat, their own fare. */
  infants: number;
  cabin?: FlightSearchQuery['cabin'];
  invoice?: boolean | undefined;
}

/**
 * Flight search for a buyer: the supplier's offers with the buyer's commission, LimitCabin,
 * LimitAmount and the invoice filter applied on the server, signed and cheapest first.
 */
export class FlightSearchService {
  /** `workers`: search workers for new searches' replies (none: all on this thread). */
  constructor(
    private readonly ctx: AppContext,
    private readonly workers?: SearchWorkers,
  ) {}

  private get catalog() {
    return referenceCatalog().catalog;
  }

  /**
   * The search reply as it goes on the wire for a client that takes brotli or not (the routes
   * send it), its quotes stored in one insert before it resolves. Built on a search worker when
   * the service has them (search-workers.ts), else here.
   */
  searchWire(query: FlightSearchQuery, buyer: Buyer, brotli: boolean): Promise<BuiltReply> {
    const now = this.ctx.now();
    return this.wire(resolveSearch(this.catalog, query, now), query, buyer, now, brotli);
  }

  multicityWire(query: MulticitySearchQuery, buyer: Buyer, brotli: boolean): Promise<BuiltReply> {
    const now = this.ctx.now();
    return this.wire(resolveMulticity(this.catalog, query, now), query, buyer, now, brotli);
  }

  /** The envelope's JSON text of `searchWire` (what a client without brotli gets). */
  async searchReply(query: FlightSearchQuery, buyer: Buyer): Promise<string> {
    return (await this.searchWire(query, buyer, false)).text ?? '';
  }

  async multicityReply(query: MulticitySearchQuery, buyer: Buyer): Promise<string> {
    return (await this.multicityWire(query, buyer, false)).text ?? '';
  }

  /**
   * The same search as `FlightOffer`s (each brand with its commission, each offer whole): what
   * the wire form expands to. The routes use `searchReply`, which builds the wire form without
   * these objects; this path stays as its reference (tests compare the two).
   */
  async search(query: FlightSearchQuery, buyer: Buyer): Promise<FlightSearchResult> {
    const now = this.ctx.now();
    return this.run(resolveSearch(this.catalog, query, now), query, buyer, now);
  }

  async multicity(query: MulticitySearchQuery, buyer: Buyer): Promise<FlightSearchResult> {
    const now = this.ctx.now();
    return this.run(resolveMulticity(this.catalog, query, now), query, buyer, now);
  }

  /**
   * The cheapest single-adult total for each of ±3 days around the departure date (a round
   * trip keeps its length); null for a day that is past or has nothing for this buyer.
   */
  async calendar(query: FlightSearchQuery, buyer: Buyer): Promise<CalendarDay[]> {
    const now = this.ctx.now();
    const resolved = resolveSearch(this.catalog, query, now);
    const outbound = resolved.legs[0];
    const origin = outbound ? this.catalog.airport(outbound.origins[0] ?? '') : undefined;
    if (!outbound || !origin) return [];
    const today = localDate(origin.timeZone, now.getTime());
    const days: CalendarDay[] = [];
    for (let offset = -CALENDAR_DAYS_EACH_SIDE; offset <= CALENDAR_DAYS_EACH_SIDE; offset += 1) {
      const date = addDays(outbound.date, offset);
      if (date < today) {
        days.push({ date: isoToSearchDate(date), lowestPrice: null, lowestClientPrice: null });
        continue;
      }
      const legs = resolved.legs.map((leg) => ({ ...leg, date: addDays(leg.date, offset) }));
      const result = await this.offersFor(
        { legs, tripType: resolved.tripType },
        { ...query, adult: 1, child: 0, infants: 0 },
        buyer,
        now,
        CALENDAR_OFFERS_PER_DAY,
      );
      const brands = result.flatMap(({ offer }) => offer.brands);
      const lowest = (totals: number[]) => (totals.length > 0 ? Math.min(...totals) : null);
      days.push({
        date: isoToSearchDate(date),
        lowestPrice: lowest(brands.map(singleAdultTotal)),
        lowestClientPrice: lowest(
          brands.map((brand) => singleAdultTotal({ ...brand, adultCommission: 0 })),
        ),
      });
    }
    return days;
  }

  private async run(
    resolved: ResolvedSearch,
    party: Party,
    buyer: Buyer,
    now: Date,
  ): Promise<FlightSearchResult> {
    const responseId = newResponseId();
    const expiresAt = now.getTime() + OFFER_LIFETIME_MINUTES * 60_000;
    const presented = await this.offersFor(resolved, party, buyer, now, MAX_OFFERS, {
      responseId,
      expiresAt,
    });
    const offers = await publishOffers(
      this.ctx.db,
      { responseId, createdAt: now, expiresAt, buyer },
      presented,
    );
    return { responseId, expiresAt: new Date(expiresAt).toISOString(), offers };
  }

  private async wire(
    resolved: ResolvedSearch,
    party: Party,
    buyer: Buyer,
    now: Date,
    brotli: boolean,
  ): Promise<BuiltReply> {
    const responseId = newResponseId();
    const expiresAt = now.getTime() + OFFER_LIFETIME_MINUTES * 60_000;
    const job: ReplyJob = {
      responseId,
      expiresAt,
      invoice: party.invoice === true,
      limit: MAX_OFFERS,
      buyer,
      brotli,
    };
    const query = this.supplierQuery(resolved, party, buyer, now, MAX_OFFERS);
    const supplier = flightSupplier(this.ctx);
    let built: BuiltReply;
    // A worker runs the airline model's search, pure CPU on the seats read here, when the
    // supplier's search is that model's (its port offers the seat view); a supplier reached
    // over the network (a GDS or NDC adapter) searches on this thread, its time being I/O.
    if (query && supplier.seatView && this.workers?.available) {
      built = await this.workers.build(query, job, await supplier.seatView(now));
    } else {
      const found = query ? await supplier.search(query) : [];
      built = buildReply(found, job, {
        segmentJson: supplier.segmentJson?.bind(supplier),
        segmentKey: supplier.segmentKey?.bind(supplier),
        writeSegment: supplier.writeSegment?.bind(supplier),
      });
    }
    if (built.quotes) {
      await saveSearchReply(this.ctx.db, {
        responseId,
        createdAt: now,
        expiresAt: new Date(expiresAt),
        buyer,
        offers: built.quotes,
      });
    }
    return built;
  }

  /** The supplier's query for this buyer's cabin; null when LimitCabin rules the cabin out. */
  private supplierQuery(
    resolved: ResolvedSearch,
    party: Party,
    buyer: Buyer,
    now: Date,
    limit: number,
  ): SupplierSearchQuery | null {
    const requested: BookableCabin | undefined =
      party.cabin && party.cabin !== 'A' ? party.cabin : undefined;
    // LimitCabin (spec §5): the one allowed cabin replaces "all"; another cabin finds nothing.
    const only = limitedCabin(buyer.limitCabin);
    if (only && requested && requested !== only) return null;
    return {
      legs: resolved.legs,
      tripType: resolved.tripType,
      adults: party.adult,
      children: party.child,
      infants: party.infants,
      cabin: only ?? requested,
      now,
      publishedOnly: party.invoice === true,
      limit,
    };
  }

  /** The supplier's offers for this buyer's cabin (none when LimitCabin rules the cabin out). */
  private async supplierOffers(
    resolved: ResolvedSearch,
    party: Party,
    buyer: Buyer,
    now: Date,
    limit: number,
  ): Promise<SupplierOffer[]> {
    const query = this.supplierQuery(resolved, party, buyer, now, limit);
    return query ? flightSupplier(this.ctx).search(query) : [];
  }

  private async offersFor(
    resolved: ResolvedSearch,
    party: Party,
    buyer: Buyer,
    now: Date,
    limit: number,
    // The calendar only reads prices: its offers are never stored, so their ids do not matter.
    reply: { responseId: string; expiresAt: number } = {
      responseId: '',
      expiresAt: now.getTime() + OFFER_LIFETIME_MINUTES * 60_000,
    },
  ): Promise<PresentedOffer[]> {
    const found = await this.supplierOffers(resolved, party, buyer, now, limit);
    const offers: PresentedOffer[] = [];
    for (const supplierOffer of found) {
      const offer = presentOffer(supplierOffer, buyer, {
        ...reply,
        invoice: party.invoice === true,
      });
      if (offer) offers.push(offer);
    }
    const cheapest = (entry: PresentedOffer): number => entry.offer.brands[0]?.totalPrice ?? 0;
    return offers.sort((x, y) => cheapest(x) - cheapest(y)).slice(0, limit);
  }
}
