import { describe, expect, it } from 'vitest';
import type { StoredOffer } from './offer-store';
import { packStoredOffers, unpackStoredOffer } from './packed-offers';

const offer = (over: Partial<StoredOffer> = {}): StoredOffer => ({
  tripType: 'roundtrip',
  flights: [['AA100-20270415', 'AA7-20270415'], ['AA8-20270422']],
  cabin: 'E',
  adults: 2,
  children: 1,
  infants: 0,
  quoted: { 'E-BASIC': 2 * (31_000 + 4_210) + 23_250 + 3_100 },
  parts: { 'E-BASIC': [31_000, 4_210, 23_250, 3_100, 0, 0] },
  invoice: false,
  ...over,
});

describe('packed search reply quotes', () => {
  it('gives back every offer exactly, sharing trips and brand ids', () => {
    const offers = [
      offer(),
      offer({
        cabin: 'B',
        flights: [['AA8-20270422'], ['AA100-20270415', 'AA7-20270415']],
        quoted: {
          'B-STANDARD': 2 * (210_000 + 9_000) + 157_500 + 6_000,
          'B-FLEX': 2 * (260_000 + 9_900) + 195_000 + 7_000,
        },
        parts: {
          'B-STANDARD': [210_000, 9_000, 157_500, 6_000, 0, 0],
          'B-FLEX': [260_000, 9_900, 195_000, 7_000, 0, 0],
        },
      }),
    ];
    const packed = packStoredOffers(offers);
    expect(packed).not.toBeNull();
    // Each flight id is written once, however many offers use it.
    expect(packed!.split('AA100-20270415').length).toBe(2);
    expect(unpackStoredOffer(packed!, 0)).toEqual(offers[0]);
    expect(unpackStoredOffer(packed!, 1)).toEqual(offers[1]);
    expect(unpackStoredOffer(packed!, 2)).toBeNull();
  });

  it('packs nothing it could not give back as it was', () => {
    expect(packStoredOffers([])).toBeNull();
    // A quote that is not the gross total of its parts.
    expect(packStoredOffers([offer({ quoted: { 'E-BASIC': 1 } })])).toBeNull();
    // Offers of one reply share the party and trip type; ids may not hold a separator.
    expect(packStoredOffers([offer(), offer({ adults: 1 })])).toBeNull();
    expect(packStoredOffers([offer({ flights: [['AA1;2-20270415']] })])).toBeNull();
    expect(packStoredOffers([offer({ parts: { 'E-BASIC': [0.5, 0, 0, 0, 0, 0] } })])).toBeNull();
  });

  it('reads a broken value as no offer', () => {
    const packed = packStoredOffers([offer()])!;
    expect(unpackStoredOffer(packed.replace('2;roundtrip', '9;roundtrip'), 0)).toBeNull();
    expect(
      unpackStoredOffer(`${packed.split('\n').slice(0, 3).join('\n')}\nE;7;0,1,1,1,1`, 0),
    ).toBeNull();
    expect(unpackStoredOffer(packed.replace(/;0,/, ';0,x!'), 0)).toBeNull();
  });
});
