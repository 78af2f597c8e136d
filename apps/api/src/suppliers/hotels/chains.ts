/**
 * The simulated hotel chains. Every name and code here is invented: none belongs to a real
 * hotel company. Each chain keeps to a rating band (its hotels' review scores fall inside it, so
 * a luxury chain is rated 4–5 and a budget chain 2–3) and a style that steers amenities.
 */
export interface HotelChain {
  code: string;
  name: string;
  /** Review scores of the chain's hotels fall in [low, high]. */
  ratingBand: readonly [number, number];
  /** Resort chains favour pools and spas; budget chains breakfast and parking. */
  style: 'luxury' | 'upscale' | 'midscale' | 'budget' | 'resort';
  /** Relative share of a city's chain hotels. */
  weight: number;
}

export const HOTEL_CHAINS: readonly HotelChain[] = [
  { code: 'AU', name: 'Aurelle Grand', ratingBand: [4.5, 5.0], style: 'luxury', weight: 2 },
  { code: 'VM', name: 'Velmora Collection', ratingBand: [4.3, 4.9], style: 'luxury', weight: 2 },
  { code: 'SV', name: 'Solvane Resorts', ratingBand: [3.9, 4.8], style: 'resort', weight: 2 },
  { code: 'CS', name: 'Castellan Hotels', ratingBand: [4.0, 4.7], style: 'upscale', weight: 4 },
  { code: 'PW', name: 'Pinewick Suites', ratingBand: [3.6, 4.5], style: 'upscale', weight: 4 },
  { code: 'HB', name: 'Harbourne Hotels', ratingBand: [3.4, 4.3], style: 'midscale', weight: 5 },
  { code: 'NB', name: 'Nimbra Hotels', ratingBand: [3.2, 4.1], style: 'midscale', weight: 5 },
  { code: 'OK', name: 'Oakhollow Lodge', ratingBand: [3.2, 4.2], style: 'midscale', weight: 3 },
  { code: 'TS', name: 'Tessaly Inn', ratingBand: [3.0, 3.9], style: 'midscale', weight: 5 },
  { code: 'CV', name: 'Corvel Stay', ratingBand: [2.8, 3.8], style: 'budget', weight: 5 },
  { code: 'QX', name: 'Quayline Express', ratingBand: [2.2, 3.3], style: 'budget', weight: 5 },
  { code: 'DM', name: 'Dunmere Budget Inn', ratingBand: [1.5, 2.8], style: 'budget', weight: 4 },
];

/** Independent hotels share one chain code. */
export const INDEPENDENT: HotelChain = {
  code: 'IN',
  name: 'Independent',
  ratingBand: [2.0, 4.9],
  style: 'midscale',
  weight: 0,
};

/** Independent hotels' names; a city never repeats one. */
export const INDEPENDENT_NAMES: readonly string[] = [
  'Hotel Aurelia',
  'The Linden House',
  'Casa Marisol',
  'Villa Sorrel',
  'The Juniper',
  'Hotel Belvedere',
  'The Alder Rooms',
  'Pension Morgenrot',
  'The Copperleaf',
  'Hotel Estrella',
  'The Wren House',
  'Maison Clairval',
  'The Ivy Court',
  'Hotel Miramonte',
  'The Old Granary',
  'Hotel Calloway',
  'The Bluebell Inn',
  'Hotel Rosengarten',
  'The Saltmarsh',
  'Hotel Lanterna',
  'The Cedar Lodge',
  'Hotel Palmira',
  'The Thistle Rooms',
  'Hotel Solana',
  'The Foundry Hotel',
  'Hotel Avellino',
  'The Orchard House',
  'Hotel Kestrel',
  'The Merchant Rooms',
  'Hotel Valencia Verde',
  'The Hollybush',
  'Hotel Amberley',
];

/**
 * Where a chain hotel stands in its city, as its name says: central descriptors sit near the
 * centre, compass ones on that side, Airport beside the city's airport.
 */
export interface Descriptor {
  name: string;
  placement: 'centre' | 'anywhere' | 'airport' | { bearing: number };
}

export const DESCRIPTORS: readonly Descriptor[] = [
  { name: 'Central', placement: 'centre' },
  { name: 'City Centre', placement: 'centre' },
  { name: 'Old Town', placement: 'centre' },
  { name: 'Market Square', placement: 'centre' },
  { name: 'Station', placement: 'anywhere' },
  { name: 'Riverside', placement: 'anywhere' },
  { name: 'Park', placement: 'anywhere' },
  { name: 'Plaza', placement: 'anywhere' },
  { name: 'Garden', placement: 'anywhere' },
  { name: 'Conference Centre', placement: 'anywhere' },
  { name: 'North', placement: { bearing: 0 } },
  { name: 'East', placement: { bearing: 90 } },
  { name: 'South', placement: { bearing: 180 } },
  { name: 'West', placement: { bearing: 270 } },
  { name: 'Airport', placement: 'airport' },
];

/** Street names of the generated addresses. */
export const STREET_STEMS: readonly string[] = [
  'Maple',
  'Harbour',
  'Station',
  'Church',
  'Market',
  'Mill',
  'Bridge',
  'Park',
  'Victoria',
  'Garden',
  'Castle',
  'River',
  'Lime',
  'Chestnut',
  'Orchard',
  'Union',
  'Mercer',
  'Oak',
  'Willow',
  'Kings',
  'Queens',
  'Lantern',
  'Fountain',
  'Liberty',
];
