/** The countries list GET /api/WorldCities/GetCountries answers in account form tests. */
export const COUNTRIES = [
  { code: 'CA', name: 'Canada' },
  { code: 'CN', name: 'China' },
  { code: 'US', name: 'United States' },
];
