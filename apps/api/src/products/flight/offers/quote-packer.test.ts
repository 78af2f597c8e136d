import { describe, expect, it } from 'vitest';
import type { SupplierBrand, SupplierOffer } from '../../../suppliers/flights/port';
import { packStoredOffers, unpackStoredOffer } from './packed-offers';
import { inSupplierOrder, keepForBuyer, quoteOf } from './present-reply';
import { ANONYMOUS_BUYER } from './buyer';
import { QuotePacker } from './quote-packer';

const brand = (brandId: string, adultPrice: number, changes: Partial<SupplierBrand> = {}) =>
  ({
    brandId,
    adultPrice,
    adultTax: 1_250,
    childPrice: Math.round(adultPrice * 0.75),
    childTax: 900,
    infantPrice: Math.round(adultPrice * 0.1),
    infantTax: 400,
    invoiceable: true,
    ...changes,
  }) as SupplierBrand;

/** An offer with only what its quote reads; totals are the party's gross totals. */
function offer(changes: Partial<SupplierOffer> = {}): SupplierOffer {
  const base = {
    tripType: 'roundtrip',
    cabin: 'E',
    adults: 2,
    children: 1,
    infants: 0,
    flights: [['AA100-20270415', 'AA200-20270415'], ['AA300-20270422']],
    brands: [brand('E-STANDARD', 30_000), brand('E-BASIC', 20_000), brand('E-FLEX', 45_100)],
    ...changes,
  } as SupplierOffer;
  for (const b of base.brands) {
    b.totalPrice ??=
      base.adults * (b.adultPrice + b.adultTax) +
      base.children * (b.childPrice + b.childTax) +
      base.infants * (b.infantPrice + b.infantTax);
  }
  return base;
}

/** The packer's text, or null where it gives up, for these offers as the anonymous buyer. */
function packed(offers: SupplierOffer[], invoice = false): string | null {
  const packer = new QuotePacker(invoice);
  for (const o of offers) {
    const kept = keepForBuyer(o, ANONYMOUS_BUYER, invoice);
    if (!kept) continue;
    if (!packer.add(o, inSupplierOrder(kept, []))) {
      packer.release();
      return null;
    }
  }
  return packer.finish();
}

/** What the quotes objects gave before (keepForBuyer's quote, then packStoredOffers). */
function viaQuotes(offers: SupplierOffer[], invoice = false): string | null {
  const quotes = offers.flatMap((o) => {
    const kept = keepForBuyer(o, ANONYMOUS_BUYER, invoice);
    return kept ? [quoteOf(kept, invoice)] : [];
  });
  return packStoredOffers(quotes);
}

describe('QuotePacker (issue 10, p99)', () => {
  it('writes what packStoredOffers writes, byte for byte', () => {
    const shared = ['AA300-20270422'];
    const offers = [
      offer(),
      offer({ cabin: 'P', flights: [['AA100-20270415', 'AA200-20270415'], shared] }),
      offer({ flights: [['UA9-20270415'], shared], brands: [brand('E-BASIC', 19_999)] }),
      offer({ brands: [brand('E-BASIC', 0, { adultTax: -300, childPrice: 0 })] }),
    ];
    const text = packed(offers);
    expect(text).not.toBeNull();
    expect(text).toBe(viaQuotes(offers));
    expect(packed(offers, true)).toBe(viaQuotes(offers, true));
  });

  it('writes a party with lap infants as version 3, their price and tax per brand', () => {
    const offers = [offer({ infants: 2 }), offer({ infants: 2, cabin: 'P' })];
    const text = packed(offers);
    expect(text).not.toBeNull();
    expect(text).toBe(viaQuotes(offers));
    expect(text?.startsWith('3;roundtrip;2;1;2;0\n')).toBe(true);
    const back = unpackStoredOffer(text!, 0);
    expect(back?.infants).toBe(2);
    expect(back?.parts['E-BASIC']).toEqual([20_000, 1_250, 15_000, 900, 2_000, 400]);
    expect(back?.quoted['E-BASIC']).toBe(offers[0]!.brands[1]!.totalPrice);
    // Offers of one reply share the infants too.
    expect(packed([offer({ infants: 1 }), offer()])).toBeNull();
  });

  it('gives up where packStoredOffers does (the caller stores the quotes unpacked)', () => {
    const cases: SupplierOffer[][] = [
      [offer(), offer({ adults: 1 })],
      [offer(), offer({ tripType: 'oneway' })],
      [offer({ flights: [['AA1;2-20270415']] })],
      [offer({ flights: [[]] })],
      [offer({ brands: [brand('E|BASIC', 100)] })],
      [offer({ brands: [brand('E-BASIC', 100, { totalPrice: 1 })] })],
      [offer({ brands: [brand('E-BASIC', 100.5)] })],
    ];
    for (const offers of cases) {
      expect(viaQuotes(offers)).toBeNull();
      expect(packed(offers)).toBeNull();
    }
  });

  it('leaves a reply whose offer names one brand twice to the quote objects', () => {
    const twice = [offer({ brands: [brand('E-BASIC', 100), brand('E-BASIC', 200)] })];
    expect(packed(twice)).toBeNull();
  });
});
