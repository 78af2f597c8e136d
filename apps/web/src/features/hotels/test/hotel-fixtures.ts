import type {
  HotelAddressSuggestion,
  HotelSearchResult,
  HotelSummary,
} from '@travel/contracts/hotels';

export const london: HotelAddressSuggestion = {
  type: 1,
  name: 'London',
  cityname: 'London',
  countryname: 'United Kingdom',
  Longitude: -0.1276,
  Latitude: 51.5072,
  code: 'LON',
  value: '-0.1276,51.5072',
};

export const heathrow: HotelAddressSuggestion = {
  type: 2,
  name: 'London Heathrow Airport',
  cityname: 'London',
  countryname: 'United Kingdom',
  Longitude: -0.4543,
  Latitude: 51.47,
  code: 'LHR',
  value: 'LHR',
};

export const paris: HotelAddressSuggestion = {
  type: 1,
  name: 'Paris',
  cityname: 'Paris',
  countryname: 'France',
  Longitude: 2.3522,
  Latitude: 48.8566,
  code: 'PAR',
  value: '2.3522,48.8566',
};

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
    center: { latitude: 51.5072, longitude: -0.1276, label: 'London' },
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
