import type { Database, DatabaseKind } from '@travel/db';
import type { Env } from './plugins/env';
import type { OrderProducts } from './lib/orders/order-product';

/**
 * What every module gets from the platform. Modules receive it when they register, so tests
 * can build an app on any database and a controllable clock.
 */
export interface AppContext {
  env: Env;
  db: Database;
  dbKind: DatabaseKind;
  /** The current time; tests move it to check expiries and windows. */
  now: () => Date;
  /** Every product's order behaviour (src/products.ts); the order machinery asks it. */
  orderProducts: OrderProducts;
}
