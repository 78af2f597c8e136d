/**
 * Builds packages/reference-data/generated/ from the npm data packages:
 *   npm run build-data -w @travel/reference-data
 * Idempotent (same inputs, same files) and about a second long; each file is written to a
 * temporary name and renamed, so a reader never sees half a file.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodeTable } from '../codec';
import { CONTINENT_NAMES } from '../curated/continents';
import { METRO_DEFINITIONS } from '../curated/metros';
import { DATA_FILES, FIELDS, FORMAT_VERSION, MANIFEST_FILE, type Manifest } from '../files';
import { nameKey } from '../text';
import { CONTINENT_CODES, type ReferenceDataSet } from '../types';
import { buildAirlines } from './airlines';
import { buildAirports } from './airports';
import { CityFinder, toCity } from './city-finder';
import { buildMetros, finishCities } from './cities';
import { buildCountries } from './countries';
import { buildCurrencies } from './currencies';
import { buildProvinces } from './provinces';
import { readSources } from './sources';

export const GENERATED_DIR = fileURLToPath(new URL('../../generated', import.meta.url));

export async function buildReferenceDataSet(
  warn: (message: string) => void = () => {},
): Promise<{ data: ReferenceDataSet; report: Record<string, unknown> }> {
  const sources = await readSources();
  const countries = buildCountries(sources);
  const countryCodes = new Map<string, string>();
  for (const country of countries) {
    for (const name of [country.names.en, ...country.aliases]) {
      countryCodes.set(nameKey(name), country.code);
    }
  }
  const allCities = sources.worldCities.map(toCity);
  const finder = new CityFinder(allCities);
  const { airports, report: airportReport } = buildAirports(
    sources.airports,
    sources.airportTimeZones,
    finder,
    METRO_DEFINITIONS,
  );
  const metros = buildMetros(METRO_DEFINITIONS, airports, finder, warn);
  const cities = finishCities(allCities, airports);
  const { airlines, report: airlineReport } = buildAirlines(
    sources.avcodesAirlines,
    sources.openFlightsAirlines,
    (name) => countryCodes.get(nameKey(name)) ?? null,
  );
  const { provinces, report: provinceReport } = buildProvinces(sources.provinces, sources.regions);
  const currencies = buildCurrencies(sources.currencies, countries);
  const continents = CONTINENT_CODES.map((code) => ({ code, names: CONTINENT_NAMES[code] }));

  const known = new Set(countries.map((country) => country.code));
  for (const airport of airports) {
    if (!known.has(airport.countryCode)) warn(`airport ${airport.iata}: unknown country`);
  }
  return {
    data: { airports, airlines, cities, countries, continents, provinces, currencies, metros },
    report: {
      airports: airportReport,
      airlines: airlineReport,
      provinces: provinceReport,
      cities: { worldCitiesRecords: allCities.length, kept: cities.length },
    },
  };
}

async function writeAtomically(file: string, content: string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}

export async function writeReferenceData(
  data: ReferenceDataSet,
  report: Record<string, unknown>,
  directory = GENERATED_DIR,
): Promise<Manifest> {
  await mkdir(directory, { recursive: true });
  const keys = Object.keys(DATA_FILES) as (keyof ReferenceDataSet)[];
  for (const key of keys) {
    const table = encodeTable(data[key] as object[], FIELDS[key] as never);
    await writeAtomically(path.join(directory, DATA_FILES[key]), JSON.stringify(table));
  }
  const manifest: Manifest = {
    formatVersion: FORMAT_VERSION,
    builtAt: new Date().toISOString(),
    counts: Object.fromEntries(keys.map((key) => [key, data[key].length])) as Manifest['counts'],
    report,
  };
  // Written last: a manifest means every file beside it is complete.
  await writeAtomically(
    path.join(directory, MANIFEST_FILE),
    `${JSON.stringify(manifest, null, 2)}\n`,
  );
  return manifest;
}

async function main(): Promise<void> {
  const started = performance.now();
  const warnings: string[] = [];
  const { data, report } = await buildReferenceDataSet((message) => warnings.push(message));
  const manifest = await writeReferenceData(data, { ...report, warnings });
  const counts = Object.entries(manifest.counts)
    .map(([key, count]) => `${count} ${key}`)
    .join(', ');
  for (const warning of warnings) console.warn(`reference data: ${warning}`);
  console.info(
    `reference data: ${counts} (${Math.round(performance.now() - started)} ms) → ${GENERATED_DIR}`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
