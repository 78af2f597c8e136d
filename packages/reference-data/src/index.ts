export * from './types';
export { ReferenceCatalog, type NearbyAirport } from './catalog';
export { readReferenceData, resolveReferenceDataDir, BUILD_COMMAND } from './load';
export type { Place } from './search/place-index';
export { PrefixIndex, FIELD, type IndexEntryInput } from './search/prefix-index';
export { fold, tokenize, nameKey } from './text';
export { distanceKm } from './geo';
export { METRO_DEFINITIONS } from './curated/metros';
export {
  HOT_CITIES,
  CONTINENT_ORDER,
  POPULAR_DESTINATIONS,
  RECOMMENDED_AIRPORTS,
} from './curated/hot-destinations';
export {
  shippedRatesPerUsd,
  SHIPPED_RATES_SOURCE,
  SHIPPED_RATES_TAKEN_AT,
} from './curated/shipped-rates';
