import type { AppContext } from '../../app-context';
import type { HoldReleasers } from './holds';

/**
 * Who takes back each kind of held inventory: every product's own releasers, from the order
 * registry. The order machinery itself never names a product.
 */
export const orderHoldReleasers = (ctx: Pick<AppContext, 'db' | 'orderProducts'>): HoldReleasers =>
  Object.assign({}, ...Object.values(ctx.orderProducts).map((p) => p.holdReleasers(ctx)));
