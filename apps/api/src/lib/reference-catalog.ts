import { ReferenceCatalog } from '@travel/reference-data';

let shared: { catalog: ReferenceCatalog; loadMs: number } | undefined;

/**
 * The reference data of this process, read from the generated files and indexed once, at
 * start-up (see docs/decisions.md for the measured cost). Test apps of one process share it.
 */
export function referenceCatalog(): { catalog: ReferenceCatalog; loadMs: number } {
  if (!shared) {
    const started = performance.now();
    const catalog = ReferenceCatalog.load();
    shared = { catalog, loadMs: Math.round(performance.now() - started) };
  }
  return shared;
}
