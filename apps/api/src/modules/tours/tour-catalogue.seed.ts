import type { AppContext } from '../../app-context';
import { referenceCatalog } from '../../lib/reference-catalog';
import { syncTourCatalogue } from '../../suppliers/tours/catalogue-sync';
import { utcDate } from '../../suppliers/tours/calendar';
import { SimulatedTourSupplier } from '../../suppliers/tours/simulated-tours';

/** Months of departures on sale (issue 14 §1: fixed departures over the next 12 months). */
export const CATALOGUE_MONTHS = 12;

let supplier: SimulatedTourSupplier | undefined;

/** The simulated operators, built once per process (their tours depend only on reference data). */
export function tourSupplier(): SimulatedTourSupplier {
  supplier ??= new SimulatedTourSupplier(referenceCatalog().catalog);
  return supplier;
}

/**
 * Seeds the simulated operators' catalogue (embedded default, `npm start`; tour test files call
 * it themselves so other suites do not pay for it). Each start adds the departures that came
 * into the 12-month window and keeps the places left of those already there.
 */
export async function seedTourCatalogue(ctx: Pick<AppContext, 'db' | 'now'>): Promise<void> {
  const window = { from: utcDate(ctx.now()), months: CATALOGUE_MONTHS };
  await syncTourCatalogue(ctx.db, tourSupplier().catalogue(window));
}
