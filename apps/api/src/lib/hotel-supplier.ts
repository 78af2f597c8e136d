import type { Database } from '@travel/db';
import type { AppContext } from '../app-context';
import { referenceCatalog } from './reference-catalog';
import { SimulatedHotels } from '../suppliers/hotels/simulated-hotels';
import type { HotelSupplier } from '../suppliers/hotels/port';

const suppliers = new WeakMap<Database, HotelSupplier>();

/**
 * The process's hotel system behind the HotelSupplier port: the simulated hotels on the app's
 * database (one per database, so test apps on fresh databases stay apart). The generated
 * catalogue is shared by the whole process. A bed bank or channel manager would be chosen here.
 */
export function hotelSupplier(ctx: Pick<AppContext, 'db'>): HotelSupplier {
  let supplier = suppliers.get(ctx.db);
  if (!supplier) {
    supplier = new SimulatedHotels(ctx.db, referenceCatalog().catalog);
    suppliers.set(ctx.db, supplier);
  }
  return supplier;
}
