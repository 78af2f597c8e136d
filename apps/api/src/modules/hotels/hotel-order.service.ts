import type { HotelOrderDetail, HotelOrderQuery } from '@travel/contracts/hotel-orders';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { loadOrderFor } from '../../lib/orders/access';
import { loadOrderCore } from '../../lib/orders/order-core';
import { hotelOrderDetail } from '../../products/hotel/hotel-order-view';
import type { Identity } from '../../plugins/auth';
import { hotelOrderProduct } from './hotel-order-product';

/**
 * `GET /api/SearchHotelOrder`: the booking result and order detail of a hotel order, for its
 * owner or their agent, or a visitor with the booking email (the deadline applied on read).
 * Other products' order numbers are not hotel orders: 404.
 */
export class HotelOrderService {
  constructor(private readonly ctx: AppContext) {}

  async find(identity: Identity, query: HotelOrderQuery): Promise<HotelOrderDetail> {
    const order = await loadOrderFor(this.ctx, identity, query.orderNo, query.email, {
      notFound: 'orderDoesNotExist',
    });
    // The module's own registry entry says which orders are its (a flight's number is unknown here).
    if (order.product !== hotelOrderProduct.product) throw new AppError('orderDoesNotExist');
    return hotelOrderDetail(order, await loadOrderCore(this.ctx, order));
  }
}
