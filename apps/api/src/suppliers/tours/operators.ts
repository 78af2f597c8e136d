import type { CabinRecord, OperatorRecord, ShipRecord } from './port';

/**
 * The simulated operators and ships: invented names, none a real company or vessel. Land tours
 * are spread over the tour operators by city; cruises sail on the ships by kind.
 */
export const TOUR_OPERATORS: readonly OperatorRecord[] = [
  { code: 'LNF', name: 'Lanternfield Journeys', countryCode: 'GB' },
  { code: 'CKJ', name: 'Compass & Kettle Travel', countryCode: 'US' },
  { code: 'MLX', name: 'Meadowlark Expeditions', countryCode: 'CA' },
  { code: 'CDL', name: 'Cedarline Small Groups', countryCode: 'AU' },
  { code: 'KTW', name: 'Kiteway Day Trips', countryCode: 'NL' },
  { code: 'BWV', name: 'Bluewake Voyages', countryCode: 'NO' },
  { code: 'SMR', name: 'Saltmarsh River Cruises', countryCode: 'DE' },
];

/** Operators of land tours, and the one that runs the one-day tours. */
export const LAND_OPERATORS = ['LNF', 'CKJ', 'MLX', 'CDL'] as const;
export const DAY_TRIP_OPERATOR = 'KTW';
export const OCEAN_OPERATOR = 'BWV';
export const RIVER_OPERATOR = 'SMR';

export const SHIPS: readonly ShipRecord[] = [
  {
    code: 'BWV-HD',
    operatorCode: 'BWV',
    name: 'Halcyon Drift',
    kind: 'ocean',
    yearBuilt: 2019,
    passengers: 1840,
    decks: 14,
  },
  {
    code: 'BWV-ML',
    operatorCode: 'BWV',
    name: 'Meridian Lark',
    kind: 'ocean',
    yearBuilt: 2016,
    passengers: 2200,
    decks: 15,
  },
  {
    code: 'BWV-TL',
    operatorCode: 'BWV',
    name: 'Tidewater Lumen',
    kind: 'ocean',
    yearBuilt: 2022,
    passengers: 960,
    decks: 11,
  },
  {
    code: 'BWV-PW',
    operatorCode: 'BWV',
    name: 'Polar Wren',
    kind: 'ocean',
    yearBuilt: 2021,
    passengers: 180,
    decks: 7,
  },
  {
    code: 'SMR-MH',
    operatorCode: 'SMR',
    name: 'Mistral Heron',
    kind: 'river',
    yearBuilt: 2018,
    passengers: 168,
    decks: 3,
  },
  {
    code: 'SMR-RO',
    operatorCode: 'SMR',
    name: 'Riverlight Ondine',
    kind: 'river',
    yearBuilt: 2020,
    passengers: 150,
    decks: 3,
  },
  {
    code: 'SMR-LF',
    operatorCode: 'SMR',
    name: 'Lotus Ferryman',
    kind: 'river',
    yearBuilt: 2015,
    passengers: 96,
    decks: 4,
  },
];

/** The expedition ship sails the Antarctic; river routes outside Europe take the smaller ship. */
export const EXPEDITION_SHIP = 'BWV-PW';
export const OCEAN_SHIPS = ['BWV-HD', 'BWV-ML', 'BWV-TL'] as const;
export const EUROPE_RIVER_SHIPS = ['SMR-MH', 'SMR-RO'] as const;
export const WORLD_RIVER_SHIP = 'SMR-LF';

/** Price of each category against the inside cabin (river ships have no inside cabins). */
export const CABIN_PRICE_FACTOR: Record<CabinRecord['category'], number> = {
  inside: 1,
  oceanview: 1.25,
  balcony: 1.6,
  suite: 2.7,
};

function oceanCabins(ship: ShipRecord): CabinRecord[] {
  const top = ship.decks;
  return [
    {
      shipCode: ship.code,
      code: 'IN',
      category: 'inside',
      name: 'Inside stateroom',
      decks: `4-${Math.min(6, top - 1)}`,
      beds: 'two lower beds convertible to a queen',
      maxOccupancy: 2,
      guaranteeOption: true,
      guaranteeDiscountPercent: 8,
    },
    {
      shipCode: ship.code,
      code: 'OV',
      category: 'oceanview',
      name: 'Ocean view stateroom',
      decks: `3-${Math.min(7, top - 1)}`,
      beds: 'queen bed and a sofa bed',
      maxOccupancy: 3,
      guaranteeOption: true,
      guaranteeDiscountPercent: 6,
    },
    {
      shipCode: ship.code,
      code: 'BA',
      category: 'balcony',
      name: 'Balcony stateroom',
      decks: `${Math.max(5, top - 6)}-${top - 2}`,
      beds: 'queen bed and a sofa bed for two',
      maxOccupancy: 4,
      guaranteeOption: true,
      guaranteeDiscountPercent: 5,
    },
    {
      shipCode: ship.code,
      code: 'SU',
      category: 'suite',
      name: 'Veranda suite',
      decks: `${top - 1}`,
      beds: 'king bed, separate lounge with a sofa bed',
      maxOccupancy: 4,
      guaranteeOption: false,
      guaranteeDiscountPercent: 0,
    },
  ];
}

function riverCabins(ship: ShipRecord): CabinRecord[] {
  return [
    {
      shipCode: ship.code,
      code: 'OV',
      category: 'oceanview',
      name: 'Riverview stateroom',
      decks: '1',
      beds: 'two beds convertible to a queen',
      maxOccupancy: 2,
      guaranteeOption: true,
      guaranteeDiscountPercent: 5,
    },
    {
      shipCode: ship.code,
      code: 'BA',
      category: 'balcony',
      name: 'French-balcony stateroom',
      decks: '2-3',
      beds: 'queen bed',
      maxOccupancy: 2,
      guaranteeOption: false,
      guaranteeDiscountPercent: 0,
    },
    {
      shipCode: ship.code,
      code: 'SU',
      category: 'suite',
      name: 'Owner’s suite',
      decks: '3',
      beds: 'king bed and a sofa bed',
      maxOccupancy: 3,
      guaranteeOption: false,
      guaranteeDiscountPercent: 0,
    },
  ];
}

export const CABINS: readonly CabinRecord[] = SHIPS.flatMap((ship) =>
  ship.kind === 'ocean' ? oceanCabins(ship) : riverCabins(ship),
);
