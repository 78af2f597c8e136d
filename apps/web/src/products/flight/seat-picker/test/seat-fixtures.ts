import type { AirRow, SeatMapResult, ServicesResult } from '@travel/contracts/seat-services';

/**
 * Small made-up maps and catalogues for the picker tests: an A320-like cabin cut to four rows
 * (row 2 is an exit row, so the child may not sit there), two flights, an adult and a child.
 */
const travellers = [
  { PassengerKey: 'PAX1', PassengerTypeCode: 'ADT' as const, name: 'Ada Lovelace' },
  { PassengerKey: 'PAX2', PassengerTypeCode: 'CHD' as const, name: 'Kid Lovelace' },
];

function rows(flightId: string, occupied: readonly string[]): AirRow[] {
  return [1, 2, 3, 4].map((rowNumber) => ({
    rowNumber,
    isExitRowPosition: rowNumber === 2,
    airSeats: ['A', 'C', 'D', 'F'].map((letter) => {
      const seatNumber = `${rowNumber}${letter}`;
      const window = letter === 'A' || letter === 'F';
      const taken = occupied.includes(seatNumber);
      const price = rowNumber === 2 ? 4500 : rowNumber === 1 && window ? 2500 : 0;
      return {
        seatNumber,
        seatCharacteristics: [
          window ? ('W' as const) : ('A' as const),
          ...(rowNumber === 2 ? (['E'] as const) : []),
        ],
        seatAvailabilityStatus: taken ? ('O' as const) : ('A' as const),
        OfferItems: taken
          ? []
          : [
              {
                OfferItemRef: `${flightId}.${seatNumber}`,
                PassengerRef: rowNumber === 2 ? 'PAX1' : 'PAX1 PAX2',
                BaseFare: Math.round(price / 1.075),
                Tax: price - Math.round(price / 1.075),
                TotalPrice: price,
              },
            ],
      };
    }),
  }));
}

const segment = (flightId: string, origin: string, destination: string, number: string) => ({
  FlightID: flightId,
  marketingAirline: 'AA',
  flightNumber: number,
  origin,
  destination,
  departureTime: '2027-04-15T08:00',
});

export function seatMapFixture(
  options: { assigned?: { PassengerKey: string; seatNumber: string }[] } = {},
): SeatMapResult {
  const details = (flightId: string, occupied: string[]) => ({
    airRows: rows(flightId, occupied),
    cabin: 'E' as const,
    aircraftCode: '320',
    aircraftName: 'Airbus A320',
    columns: [
      { letter: 'A', aisleAfter: false },
      { letter: 'C', aisleAfter: true },
      { letter: 'D', aisleAfter: false },
      { letter: 'F', aisleAfter: false },
    ],
  });
  return {
    ShoppingResponseID: 'SMR-TO12345678',
    OfferID: 'SMO-TO12345678',
    Owner: 'AA',
    currency: 'USD',
    SeatMapResponses: [
      {
        SeatMapDetails: details('AA1-20270415', ['3A', '3C']),
        FlightSegments: segment('AA1-20270415', 'LAX', 'ORD', '1'),
        TravelerIdentifiers: travellers,
        assignedSeats: (options.assigned ?? []).map((a) => ({
          ...a,
          orderItemId: `11111111-1111-4111-8111-11111111111${a.PassengerKey.slice(-1)}`,
          TotalPrice: 0,
        })),
      },
      {
        SeatMapDetails: details('AA2-20270415', ['1A']),
        FlightSegments: segment('AA2-20270415', 'ORD', 'JFK', '2'),
        TravelerIdentifiers: travellers,
        assignedSeats: [],
      },
    ],
  };
}

const routing = (flightId: string, from: string, to: string, number: string) => ({
  DepartureAirport: from,
  ArrivalAirport: to,
  AirlineCode: 'AA',
  FlightNumber: number,
  FlightID: flightId,
});

const service = (
  code: string,
  name: string,
  total: number,
  types: ('ADT' | 'CHD' | 'Adult' | 'Child')[],
  flights: ReturnType<typeof routing>[],
  requires: string | null = null,
) => ({
  sid: `${name.toLowerCase().replace(/[\s,]/g, '')}|${total}`,
  name,
  description: `${name} description`,
  category: 'bag' as const,
  totalAmount: total,
  baseAmount: Math.round(total / 1.075),
  taxAmount: total - Math.round(total / 1.075),
  passengerTypes: types,
  requiresDefinitionId: requires,
  routings: flights,
  offerInfo: {
    responseId: 'SVR-TO12345678',
    offerId: 'SVO-TO12345678',
    owner: 'AA',
    offerItems: flights.map((f) => ({
      offerItemId: `${code}.${f.FlightID}`,
      passengeRefs: ['PAX1', 'PAX2'],
      serviceId: `${code}-${f.FlightID}`,
      serviceDefinitionId: code,
      FlightID: f.FlightID,
    })),
  },
});

export function servicesFixture(): ServicesResult {
  const first = routing('AA1-20270415', 'LAX', 'ORD', '1');
  const second = routing('AA2-20270415', 'ORD', 'JFK', '2');
  return {
    currency: 'USD',
    passengers: [
      {
        PassengerKey: 'PAX1',
        PassengerTypeCode: 'ADT',
        firstName: 'Ada',
        middleName: '',
        lastName: 'Lovelace',
      },
      {
        PassengerKey: 'PAX2',
        PassengerTypeCode: 'CHD',
        firstName: 'Kid',
        middleName: '',
        lastName: 'Lovelace',
      },
    ],
    segments: [first, second],
    services: [
      service('BAG1', 'Extra checked bag, 23 kg', 5000, ['ADT', 'CHD'], [first, second]),
      service(
        'BAG2',
        'Second extra checked bag, 23 kg',
        6500,
        ['ADT', 'CHD'],
        [first, second],
        'BAG1',
      ),
      service('PETC', 'Pet in cabin, up to 8 kg', 9500, ['Adult'], [second]),
      service('CHML', 'Child meal', 1200, ['Child'], [first]),
    ],
    selected: [],
  };
}
