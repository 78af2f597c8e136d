import type { HotelSearchResult, HotelSummary } from '@travel/contracts/hotels';

export function hotel(n: number, overrides: Partial<HotelSummary> = {}): HotelSummary {
  const name = `Thames Court ${n}`;
  return {
    id: `LON${String(n).padStart(3, '0')}-TC-thames-court-${n}`,
    propertyCode: `LON${String(n).padStart(3, '0')}`,
    chainCode: 'TC',
    chainName: 'Thames Court Hotels',
    name,
    street: `${n} Strand`,
    city: 'London',
    countryCode: 'GB',
    countryName: 'United Kingdom',
    latitude: 51.5 + n / 1000,
    longitude: -0.12 - n / 1000,
    distanceKm: 0.4 + n / 10,
    rating: 4.3,
    stars: 4,
    reviewCount: 1200 + n,
    amenities: ['wifi', 'freeBreakfast', 'pool'],
    picture: { kind: 'facade', seed: n, caption: `${name} from the street` },
    nightlyFrom: 12_900 + n * 100,
    // Two nights of one room with 10 % taxes.
    totalFrom: Math.round((12_900 + n * 100) * 2 * 1.1),
    roomCodeFrom: 'DK-R',
    freeCancellation: true,
    currency: 'USD',
    badges: ['refundable'],
    roomsLeft: null,
    ...overrides,
  };
}

export function searchResult(
  hotels: HotelSummary[],
  overrides: Partial<HotelSearchResult> = {},
): HotelSearchResult {
  return {
    center: { latitude: 51.5072, longitude: -0.1276, label: 'London', airport: null },
    nights: 2,
    total: hotels.length,
    page: 1,
    pageSize: 20,
    hotels,
    priceRange: hotels.length
      ? {
          min: Math.min(...hotels.map((h) => h.nightlyFrom)),
          max: Math.max(...hotels.map((h) => h.nightlyFrom)),
        }
      : null,
    ...overrides,
  };
}
