import { CONTINENT_CODES, NAME_LANGUAGES, type ContinentCode, type Country } from '../types';
import type { RawCountryNames, Sources } from './sources';

/**
 * Country names that the translation package gives in a form a storefront should not show
 * (it calls Taiwan a province in Chinese); neutral names replace them.
 */
const NAME_OVERRIDES: Partial<Record<string, Partial<Country['names']>>> = {
  TW: { zh: '台湾' },
};

const isContinent = (code: string): code is ContinentCode =>
  (CONTINENT_CODES as readonly string[]).includes(code);

/** The short everyday form when a language lists several names ("Mỹ", not the official one). */
function pickName(names: RawCountryNames, code: string): string | undefined {
  const value = names.countries[code];
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value;
  return [...value].sort((a, b) => a.length - b.length)[0];
}

function aliasesOf(names: RawCountryNames, code: string, shown: string): string[] {
  const value = names.countries[code];
  const all = Array.isArray(value) ? value : value ? [value] : [];
  return all.filter((alias) => alias !== shown);
}

/** Countries of countries-list with ISO codes, continent and names in every name language. */
export function buildCountries(sources: Sources): Country[] {
  const countries: Country[] = [];
  for (const [code, raw] of Object.entries(sources.countries)) {
    if (!isContinent(raw.continent)) throw new Error(`country ${code}: continent ${raw.continent}`);
    const english = raw.name;
    const names = { en: english } as Country['names'];
    for (const language of NAME_LANGUAGES) {
      if (language === 'en') continue;
      names[language] = pickName(sources.countryNames[language], code) ?? english;
    }
    Object.assign(names, NAME_OVERRIDES[code]);
    countries.push({
      code,
      alpha3: sources.alpha3[code] ?? '',
      continent: raw.continent,
      names,
      aliases: aliasesOf(sources.countryNames.en, code, english),
      capital: raw.capital,
      currencies: raw.currency,
      phone: raw.phone.map(String),
    });
  }
  return countries.sort((a, b) => a.code.localeCompare(b.code));
}
