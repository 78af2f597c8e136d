import type { Database } from '@travel/db';
import type { AppContext } from '../app-context';
import { inventoryChanges } from './inventory-events';
import { referenceCatalog } from './reference-catalog';
import { SimulatedAirline } from '../suppliers/flights/simulated-airline';
import type { FlightSupplier } from '../suppliers/flights/port';

const suppliers = new WeakMap<Database, FlightSupplier>();

/**
 * The process's airline behind the FlightSupplier port: the simulated airline on the app's
 * database (one per database, so test apps on fresh databases stay apart). Its route network
 * and timetables are shared by the whole process. A GDS or NDC adapter would be chosen here.
 */
export function flightSupplier(ctx: Pick<AppContext, 'db'>): FlightSupplier {
  let supplier = suppliers.get(ctx.db);
  if (!supplier) {
    const db = ctx.db;
    supplier = new SimulatedAirline(db, referenceCatalog().catalog, () => inventoryChanges(db));
    suppliers.set(ctx.db, supplier);
  }
  return supplier;
}
