import { distanceKm } from '../geo';
import { nameKey } from '../text';
import type { City } from '../types';
import type { RawWorldCity } from './sources';

/** World-cities records use a few codes outside ISO 3166-1; map them to the country they are in. */
const COUNTRY_CODE_FIXES: Record<string, string> = { XG: 'PS', XW: 'PS', XR: 'SJ' };

const CAPITAL_KINDS = new Set(['primary', 'admin', 'minor']);

/**
 * Scholarly transliteration marks (macrons, dots below, ayn and hamza signs) that SimpleMaps
 * keeps for names from non-Latin scripts ("Āgra", "Al ‘Ayn"); travellers know "Agra".
 */
const TRANSLITERATION_MARKS = /[āēīōūĀĒĪŌŪ‘’ʼʻ\u1E00-\u1EFF]/;
/** Countries whose own alphabet uses those letters (Vietnamese tones, Latvian and Māori macrons). */
const NATIVE_MARK_COUNTRIES = new Set(['VN', 'LV', 'LT', 'NZ']);

/** The name a travel site shows: the native spelling, or the ASCII one for transliterations. */
export function displayCityName(name: string, ascii: string, countryCode: string): string {
  if (NATIVE_MARK_COUNTRIES.has(countryCode) || !TRANSLITERATION_MARKS.test(name)) return name;
  return ascii || name;
}

export function toCity(raw: RawWorldCity): City {
  const countryCode = COUNTRY_CODE_FIXES[raw.iso2] ?? raw.iso2;
  return {
    id: raw.id,
    name: displayCityName(raw.city, raw.city_ascii, countryCode),
    nameAscii: raw.city_ascii,
    countryCode,
    admin: raw.admin_name,
    lat: Number(raw.lat),
    lng: Number(raw.lng),
    population: Math.round(Number(raw.population) || 0),
    capital: CAPITAL_KINDS.has(raw.capital) ? (raw.capital as City['capital']) : '',
    iata: null,
  };
}

/**
 * Looks cities up by country, folded name and distance. Airports name the place they serve in
 * free text ("Shanghai (Pudong)", "Arnavutköy, Istanbul", "Islands"), so matching tries the
 * name first and falls back to the nearest sizeable city.
 */
export class CityFinder {
  private readonly byCountry = new Map<string, City[]>();
  private readonly byCountryAndName = new Map<string, City[]>();

  constructor(readonly cities: City[]) {
    for (const city of cities) {
      const list = this.byCountry.get(city.countryCode) ?? [];
      list.push(city);
      this.byCountry.set(city.countryCode, list);
      for (const name of new Set([nameKey(city.name), nameKey(city.nameAscii)])) {
        if (!name) continue;
        const key = `${city.countryCode}|${name}`;
        const named = this.byCountryAndName.get(key) ?? [];
        named.push(city);
        this.byCountryAndName.set(key, named);
      }
    }
  }

  /** The most populous city of that name in the country within `maxKm` of the point. */
  byName(
    countryCode: string,
    name: string,
    near?: { lat: number; lng: number; maxKm: number },
  ): City | undefined {
    const named = this.byCountryAndName.get(`${countryCode}|${nameKey(name)}`) ?? [];
    return named
      .filter((city) => !near || distanceKm(near.lat, near.lng, city.lat, city.lng) <= near.maxKm)
      .sort((a, b) => b.population - a.population)[0];
  }

  /** The most populous city in the country within `maxKm` of the point. */
  largest(countryCode: string, lat: number, lng: number, maxKm: number): City | undefined {
    let best: City | undefined;
    for (const city of this.byCountry.get(countryCode) ?? []) {
      if (best && city.population <= best.population) continue;
      if (distanceKm(lat, lng, city.lat, city.lng) <= maxKm) best = city;
    }
    return best;
  }

  /** The nearest city in the country with at least `minPopulation` people within `maxKm`. */
  nearest(
    countryCode: string,
    lat: number,
    lng: number,
    maxKm: number,
    minPopulation = 0,
  ): City | undefined {
    let best: City | undefined;
    let bestKm = maxKm;
    for (const city of this.byCountry.get(countryCode) ?? []) {
      if (city.population < minPopulation) continue;
      const km = distanceKm(lat, lng, city.lat, city.lng);
      if (km <= bestKm) {
        best = city;
        bestKm = km;
      }
    }
    return best;
  }
}

/** Candidate place names in an OurAirports municipality, most specific city last-to-first. */
export function municipalityNames(municipality: string): string[] {
  const withoutNotes = municipality.replace(/\([^)]*\)/g, ' ');
  const parts = withoutNotes
    .split(/[,/]/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  return [...parts].reverse();
}
