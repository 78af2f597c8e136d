import type { PlaceLanguage } from '@travel/contracts/places';
import type { NameLanguage } from '@travel/reference-data';

/** Which translated names a request language reads (both Chinese locales read `zh`). */
export function nameLanguage(language: PlaceLanguage): NameLanguage {
  switch (language) {
    case 'zh-CN':
    case 'zh-TW':
      return 'zh';
    default:
      return language;
  }
}

const collators = new Map<PlaceLanguage, Intl.Collator>();

/** Sorting the way readers of that language expect (accents, pinyin order for Chinese). */
export function collatorFor(language: PlaceLanguage): Intl.Collator {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(language, { sensitivity: 'base' });
    collators.set(language, collator);
  }
  return collator;
}

/** The generated picture of a city, country or continent (no data set ships photos). */
export const pictureUrl = (code: string): string => `/api/WorldCities/Pic/${code}.svg`;

/** Reference data changes only with a new build: clients and proxies may keep it an hour. */
export const REFERENCE_CACHE_CONTROL = 'public, max-age=3600';
