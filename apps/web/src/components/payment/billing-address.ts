/**
 * What a billing address needs after its country (issue 13 §2: one block, country first, then
 * the fields that country needs). The state or province is asked only where addresses carry one;
 * it stays optional, as the contract has it.
 */
const COUNTRIES_WITH_REGIONS = new Set([
  'AR',
  'AU',
  'BR',
  'CA',
  'CL',
  'CN',
  'CO',
  'ES',
  'ID',
  'IN',
  'IT',
  'JP',
  'KR',
  'MX',
  'MY',
  'NG',
  'PE',
  'PH',
  'TH',
  'US',
  'VE',
  'ZA',
]);

/** Before a country is chosen the field shows, so nothing jumps for most payers. */
export const regionAsked = (country: string): boolean =>
  country === '' || COUNTRIES_WITH_REGIONS.has(country.toUpperCase());
