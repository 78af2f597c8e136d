/**
 * What a billing address needs after its country (issue 13 §2: one block, country first, then the
 * fields that country needs). The card contract (payments.ts) and the web's card form read the
 * same lists. Zod-free: the card form imports it on its first load.
 */

/** Countries (ISO 3166-1 alpha-2) whose addresses have no postal code. */
const WITHOUT_POSTCODES = new Set(
  (
    'AE AG AO AW BF BI BJ BS BW BZ CD CF CG CI CK CM DJ DM ER FJ GA GD GH GM GN GQ GY HK JM KI ' +
    'KM KN KP LC ML MO MR MS MW NR NU QA RW SB SC SL SO SR ST SY TD TF TG TK TL TO TT TV UG VU YE ZW'
  ).split(' '),
);

/** Countries whose addresses carry a state, province or prefecture (optional, as the contract has it). */
const WITH_REGIONS = new Set(
  'AR AU BR CA CL CN CO ES ID IN IT JP KR MX MY NG PE PH TH US VE ZA'.split(' '),
);

/** A post code is asked for every country that has them, and before a country is chosen. */
export const postCodeNeeded = (country: string): boolean =>
  !WITHOUT_POSTCODES.has(country.trim().toUpperCase());

/** A state or province is asked where addresses carry one, and before a country is chosen. */
export const regionAsked = (country: string): boolean =>
  country.trim() === '' || WITH_REGIONS.has(country.trim().toUpperCase());
