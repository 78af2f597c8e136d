import type { Province } from '../types';
import type { RawProvince, RawRegion } from './sources';

export interface ProvinceReport {
  countries: number;
  fromProvincesPackage: number;
  fromOurAirportsRegions: number;
}

/**
 * States and provinces per country. The provinces package has the postal codes people use
 * (US states, Canadian provinces, …) for the countries it covers with ASCII codes; every
 * other country takes its first-level ISO 3166-2 regions from OurAirports.
 */
export function buildProvinces(
  packageProvinces: RawProvince[],
  regions: RawRegion[],
): { provinces: Province[]; report: ProvinceReport } {
  const packageByCountry = new Map<string, RawProvince[]>();
  for (const entry of packageProvinces) {
    const list = packageByCountry.get(entry.country) ?? [];
    list.push(entry);
    packageByCountry.set(entry.country, list);
  }
  const hasCode = (entry: RawProvince) => /^[A-Z0-9]{1,3}$/.test(entry.short ?? '');
  // A country whose list is mostly names without codes (or Chinese abbreviations) is skipped.
  const usable = new Set(
    [...packageByCountry.entries()]
      .filter(([, list]) => list.filter(hasCode).length >= Math.max(3, list.length / 2))
      .map(([country]) => country),
  );

  const provinces: Province[] = [];
  for (const country of usable) {
    for (const entry of (packageByCountry.get(country) ?? []).filter(hasCode)) {
      provinces.push({ countryCode: country, code: entry.short ?? '', name: entry.name });
    }
  }
  const regionCountries = new Set<string>();
  for (const region of regions) {
    if (usable.has(region.iso_country) || region.local_code.startsWith('U-')) continue;
    if (/\(unassigned\)/i.test(region.name)) continue;
    regionCountries.add(region.iso_country);
    provinces.push({
      countryCode: region.iso_country,
      code: region.local_code,
      name: region.name,
    });
  }
  provinces.sort(
    (a, b) => a.countryCode.localeCompare(b.countryCode) || a.name.localeCompare(b.name),
  );
  return {
    provinces,
    report: {
      countries: usable.size + regionCountries.size,
      fromProvincesPackage: usable.size,
      fromOurAirportsRegions: regionCountries.size,
    },
  };
}
