import type { SupplierBrand, SupplierOffer } from '../../../suppliers/flights/port';
import { grossTotal } from './commission';
import { sinks, type ByteSink } from '../../../lib/byte-sink';

/**
 * `packStoredOffers` (packed-offers.ts) of a reply's quotes, written from the offers and the
 * brands the buyer keeps as they are, with no quote object per offer (issue 10, p99: the
 * quotes' objects, their id strings and the packed text's pieces were ~15 % of what a new
 * search allocated). The same text byte for byte (tested); `add` answers false where
 * packStoredOffers gives null, and then the caller stores the quotes unpacked.
 */

const VERSION = '2';
/** With lap infants: their count in the head and their price and tax per brand. */
const VERSION_WITH_INFANTS = '3';
const SEPARATORS = /[\n;,|]/;
const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';

/** An integer in base 36, as `toString(36)` writes it. */
function base36(sink: ByteSink, value: number): void {
  if (value < 0) sink.text('-');
  let rest = Math.abs(value);
  let scale = 1;
  while (scale * 36 <= rest) scale *= 36;
  for (; scale >= 1; scale /= 36) {
    const digit = Math.floor(rest / scale);
    sink.byte(DIGITS.charCodeAt(digit));
    rest -= digit * scale;
  }
}

const safe = (brand: SupplierBrand): boolean =>
  Number.isSafeInteger(brand.adultPrice) &&
  Number.isSafeInteger(brand.adultTax) &&
  Number.isSafeInteger(brand.childPrice) &&
  Number.isSafeInteger(brand.childTax) &&
  Number.isSafeInteger(brand.infantPrice) &&
  Number.isSafeInteger(brand.infantTax);

export class QuotePacker {
  private readonly body: ByteSink = sinks.take();
  private readonly brandIndex = new Map<string, number>();
  private readonly trips: string[] = [];
  private readonly tripIndex = new Map<string, number>();
  /** Trips by their array: offers of one itinerary share it (offer-builder.ts). */
  private readonly tripByArray = new Map<readonly string[], number>();
  private first: SupplierOffer | undefined;

  constructor(private readonly invoice: boolean) {}

  /**
   * One offer's quote: its brands `kept` for the buyer, in the supplier's order (what
   * keepForBuyer's quote holds). False when the reply cannot be packed.
   */
  add(offer: SupplierOffer, kept: readonly SupplierBrand[]): boolean {
    const first = (this.first ??= offer);
    if (
      offer.tripType !== first.tripType ||
      offer.adults !== first.adults ||
      offer.children !== first.children ||
      offer.infants !== first.infants
    ) {
      return false;
    }
    const { body } = this;
    body.text('\n');
    body.text(offer.cabin);
    body.text(';');
    for (let t = 0; t < offer.flights.length; t += 1) {
      const index = this.trip(offer.flights[t] as string[]);
      if (index < 0) return false;
      if (t > 0) body.comma();
      body.number(index);
    }
    for (let b = 0; b < kept.length; b += 1) {
      const brand = kept[b] as SupplierBrand;
      // A brand id twice: the quote object kept its first place and its last prices.
      for (let other = 0; other < b; other += 1) {
        if ((kept[other] as SupplierBrand).brandId === brand.brandId) return false;
      }
      const gross = grossTotal(brand, offer.adults, offer.children, offer.infants);
      if (!safe(brand) || brand.totalPrice !== gross) return false;
      let index = this.brandIndex.get(brand.brandId);
      if (index === undefined) {
        if (SEPARATORS.test(brand.brandId)) return false;
        index = this.brandIndex.size;
        this.brandIndex.set(brand.brandId, index);
      }
      body.text(';');
      body.number(index);
      body.comma();
      base36(body, brand.adultPrice);
      body.comma();
      base36(body, brand.adultTax);
      body.comma();
      base36(body, brand.childPrice);
      body.comma();
      base36(body, brand.childTax);
      if (offer.infants > 0) {
        body.comma();
        base36(body, brand.infantPrice);
        body.comma();
        base36(body, brand.infantTax);
      }
    }
    return true;
  }

  /** The index of a trip's flights; -1 when it cannot be packed. */
  private trip(flights: readonly string[]): number {
    let index = this.tripByArray.get(flights);
    if (index !== undefined) return index;
    if (flights.length === 0) return -1;
    const key = flights.join(',');
    index = this.tripIndex.get(key);
    if (index === undefined) {
      if (SEPARATORS.test(key.replaceAll(',', ''))) return -1;
      index = this.trips.length;
      this.trips.push(key);
      this.tripIndex.set(key, index);
    }
    this.tripByArray.set(flights, index);
    return index;
  }

  /** The packed text (null when no offer was added); gives the sink back. */
  finish(): string | null {
    const { first } = this;
    let text: string | null = null;
    if (first) {
      const out = sinks.take();
      const party =
        first.infants > 0
          ? `${VERSION_WITH_INFANTS};${first.tripType};${first.adults};${first.children};${first.infants}`
          : `${VERSION};${first.tripType};${first.adults};${first.children}`;
      out.text(`${party};${this.invoice ? 1 : 0}\n`);
      out.text([...this.brandIndex.keys()].join(','));
      out.text('\n');
      out.text(this.trips.join('|'));
      out.append(this.body);
      text = out.toString();
      sinks.give(out);
    }
    this.release();
    return text;
  }

  release(): void {
    sinks.give(this.body);
  }
}
