import type { OrderProducts } from './lib/orders/order-product';
import { flightOrderProduct } from './modules/flight-booking/flight-order-product';
import { hotelOrderProduct } from './modules/hotels/hotel-order-product';
import { cruiseOrderProduct, tourOrderProduct } from './modules/tours/tour-order-product';

/**
 * The order registry (issue 11): one entry per product in PRODUCTS, handed to the order
 * machinery through `AppContext.orderProducts` at start-up. A product added to PRODUCTS without
 * its entry here does not compile. Adding a product: its module's `OrderProduct`, one line here.
 */
export const ORDER_PRODUCTS = {
  flight: flightOrderProduct,
  hotel: hotelOrderProduct,
  tour: tourOrderProduct,
  cruise: cruiseOrderProduct,
} as const satisfies OrderProducts;
