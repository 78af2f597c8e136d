import type { Product } from '@travel/contracts/products';
import { OrderShellPage } from '../../features/orders/shell/order-shell-page';
import { WEB_PRODUCTS } from '../../products';

/** Starts downloading the body of `product` (the route does, while the order is read). */
export const preloadOrderBody = (product: Product) => WEB_PRODUCTS[product].orderBody.preload();

const FlightBody = WEB_PRODUCTS.flight.orderBody.Component;
const HotelBody = WEB_PRODUCTS.hotel.orderBody.Component;

/** /order-flight/{id} (sign-in required): the order shell with the flight's body. */
export const FlightOrderPage = () => <OrderShellPage product="flight" Body={FlightBody} />;

/** /find-your-flight/{id}: the visitor's view, opened with the booking email this tab keeps. */
export const GuestFlightOrderPage = () => (
  <OrderShellPage product="flight" Body={FlightBody} guest />
);

/** /order-hotel/{id} (sign-in required): the order shell with the hotel's body. */
export const HotelOrderPage = () => <OrderShellPage product="hotel" Body={HotelBody} />;
