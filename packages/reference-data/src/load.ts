import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeTable, type Table } from './codec';
import { DATA_FILES, FORMAT_VERSION, MANIFEST_FILE, type Manifest } from './files';
import type { ReferenceDataSet } from './types';

const PACKAGE_GENERATED = fileURLToPath(new URL('../generated', import.meta.url));
export const BUILD_COMMAND = 'npm run build-data -w @travel/reference-data';

/**
 * Where the generated files are: REFERENCE_DATA_DIR, a `reference-data` folder beside the
 * bundled server, this package's `generated` folder when run from source, or that folder
 * under the working directory (a bundled server started from the repository root).
 */
export function resolveReferenceDataDir(explicit?: string): string {
  const entry = process.argv[1] ? path.dirname(process.argv[1]) : undefined;
  const candidates = [
    explicit,
    process.env.REFERENCE_DATA_DIR,
    entry && path.join(entry, 'reference-data'),
    PACKAGE_GENERATED,
    path.resolve('packages/reference-data/generated'),
  ];
  for (const candidate of candidates) {
    if (candidate && existsSync(path.join(candidate, MANIFEST_FILE))) return candidate;
  }
  throw new Error(`Reference data not found: run \`${BUILD_COMMAND}\` first`);
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/** Reads every generated file (synchronously: it runs once, at start-up). */
export function readReferenceData(directory = resolveReferenceDataDir()): ReferenceDataSet {
  const manifest = readJson<Manifest>(path.join(directory, MANIFEST_FILE));
  if (manifest.formatVersion !== FORMAT_VERSION) {
    throw new Error(
      `Reference data in ${directory} has format ${manifest.formatVersion}, expected ` +
        `${FORMAT_VERSION}: run \`${BUILD_COMMAND}\``,
    );
  }
  const read = <K extends keyof ReferenceDataSet>(key: K): ReferenceDataSet[K] =>
    decodeTable(readJson<Table>(path.join(directory, DATA_FILES[key]))) as ReferenceDataSet[K];
  return {
    airports: read('airports'),
    airlines: read('airlines'),
    cities: read('cities'),
    countries: read('countries'),
    continents: read('continents'),
    provinces: read('provinces'),
    currencies: read('currencies'),
    metros: read('metros'),
  };
}
