import { Converter } from 'opencc-js/cn2t';
import type { TourLanguage } from '@travel/contracts/tours';
import type { ContinentCode, NameLanguage } from '@travel/reference-data';
import { referenceCatalog } from '../../lib/reference-catalog';
import type { CatalogueTranslation, TourTexts } from '../../suppliers/tours/port';
import { tourSupplier } from './tour-catalogue.seed';

/**
 * The tour texts in the caller's `Lan` (issue 14: every tour call takes EN, ZH, TW). The
 * database holds the operator's English; the Chinese comes from the operator's translation
 * (the simulated operators generate it from the same templates' inputs), matched by id, and
 * traditional Chinese is converted from it with OpenCC (Taiwan phrases). Ids, codes, prices
 * and dates never change with the language. Texts the operator did not translate stay English.
 */

export interface TourTextRow {
  id: string;
  name: string;
  cityName: string;
  summary: string;
  highlights: string[];
  overview: string;
}
export interface DayTextRow {
  day: number;
  title: string;
  description: string;
  places: string[];
  overnight: string | null;
}

export interface TourTranslator {
  readonly lan: TourLanguage;
  tour<T extends TourTextRow>(row: T): T;
  day<T extends DayTextRow>(tourId: string, row: T): T;
  ship(code: string, name: string): string;
  cabin<T extends { shipCode: string; code: string; name: string; beds: string }>(row: T): T;
  operator(code: string, name: string): string;
  /** A region (continent) or area (country) name of the destination tree. */
  continent(code: string): string;
  country(code: string): string;
  /** How the language sorts names. */
  readonly collation: string;
}

/** Reference-data names by `Lan`: the data has one Chinese, converted for TW. */
const NAME_LANGUAGE: Record<TourLanguage, NameLanguage> = { EN: 'en', ZH: 'zh', TW: 'zh' };
const COLLATION: Record<TourLanguage, string> = { EN: 'en', ZH: 'zh-Hans', TW: 'zh-Hant' };

let toTraditional: ((text: string) => string) | undefined;
/** OpenCC's dictionaries take a moment to load: once per process, on the first TW call. */
export function traditional(text: string): string {
  toTraditional ??= Converter({ from: 'cn', to: 'twp' });
  return toTraditional(text);
}

function convertTexts(t: TourTexts, convert: (s: string) => string): TourTexts {
  return {
    name: convert(t.name),
    cityName: convert(t.cityName),
    summary: convert(t.summary),
    highlights: t.highlights.map(convert),
    overview: convert(t.overview),
    itinerary: t.itinerary.map((d) => ({
      day: d.day,
      title: convert(d.title),
      description: convert(d.description),
      places: d.places.map(convert),
      overnight: d.overnight === null ? null : convert(d.overnight),
    })),
  };
}

const mapValues = <K, V>(map: ReadonlyMap<K, V>, f: (v: V) => V): Map<K, V> =>
  new Map([...map].map(([k, v]) => [k, f(v)]));

let traditionalTexts: CatalogueTranslation | undefined;

function textsOf(lan: 'ZH' | 'TW'): CatalogueTranslation | null {
  const supplier = tourSupplier();
  if (!supplier.translation) return null;
  const zh = supplier.translation('zh');
  if (lan === 'ZH') return zh;
  // Converted once per process: about 130 tours' texts, a few hundred kilobytes.
  traditionalTexts ??= {
    tours: mapValues(zh.tours, (t) => convertTexts(t, traditional)),
    ships: mapValues(zh.ships, traditional),
    cabins: mapValues(zh.cabins, (c) => ({ name: traditional(c.name), beds: traditional(c.beds) })),
    operators: mapValues(zh.operators, traditional),
  };
  return traditionalTexts;
}

const ENGLISH: TourTranslator = {
  lan: 'EN',
  tour: (row) => row,
  day: (_id, row) => row,
  ship: (_code, name) => name,
  cabin: (row) => row,
  operator: (_code, name) => name,
  continent: (code) => referenceCatalog().catalog.continentName(code as ContinentCode, 'en'),
  country: (code) => referenceCatalog().catalog.countryName(code, 'en'),
  collation: 'en',
};

export function translatorFor(lan: TourLanguage): TourTranslator {
  if (lan === 'EN') return ENGLISH;
  const texts = textsOf(lan);
  const script = lan === 'TW' ? traditional : (s: string) => s;
  const { catalog } = referenceCatalog();
  return {
    lan,
    tour: (row) => {
      const t = texts?.tours.get(row.id);
      if (!t) return row;
      const { name, cityName, summary, highlights, overview } = t;
      return { ...row, name, cityName, summary, highlights, overview };
    },
    day: (tourId, row) => {
      const d = texts?.tours.get(tourId)?.itinerary.find((x) => x.day === row.day);
      if (!d) return row;
      const { title, description, places, overnight } = d;
      return { ...row, title, description, places, overnight };
    },
    ship: (code, name) => texts?.ships.get(code) ?? name,
    cabin: (row) => {
      const c = texts?.cabins.get(`${row.shipCode}/${row.code}`);
      return c ? { ...row, name: c.name, beds: c.beds } : row;
    },
    operator: (code, name) => texts?.operators.get(code) ?? name,
    continent: (code) => script(catalog.continentName(code as ContinentCode, NAME_LANGUAGE[lan])),
    country: (code) => script(catalog.countryName(code, NAME_LANGUAGE[lan])),
    collation: COLLATION[lan],
  };
}

/**
 * Ids of tours whose Chinese name or city (simplified or traditional) holds `keyword`: the
 * search box of a Chinese page finds the same tours as the English one.
 */
export function idsNamed(keyword: string): string[] {
  const word = keyword.trim();
  if (!/[\u3400-\u9fff]/.test(word)) return [];
  const ids = new Set<string>();
  for (const lan of ['ZH', 'TW'] as const)
    for (const [id, t] of textsOf(lan)?.tours ?? [])
      if (t.name.includes(word) || t.cityName.includes(word)) ids.add(id);
  return [...ids];
}
