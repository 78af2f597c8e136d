import type { AppContext } from '../../app-context';
import { flightSupplier } from '../flight-supplier';
import { hotelSupplier } from '../hotel-supplier';
import type { HoldReleasers } from './holds';

/**
 * Who takes back each kind of held inventory. Hotels and the other products add their kind
 * here; the order machinery itself never names a product.
 */
export const orderHoldReleasers = (ctx: Pick<AppContext, 'db'>): HoldReleasers => ({
  flight: (tx, holds) => flightSupplier(ctx).release(tx, holds),
  'hotel-night': (tx, holds) => hotelSupplier(ctx).release(tx, holds),
});
