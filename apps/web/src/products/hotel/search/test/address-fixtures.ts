import type { HotelAddressSuggestion } from '@travel/contracts/hotels';

/** Places as the address search (`GET /api/hotel`) answers them: two cities and an airport. */
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
