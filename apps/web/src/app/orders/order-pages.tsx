import type { Product } from '@travel/contracts/products';
import { OrderShellPage } from '../../features/orders/shell/order-shell-page';
import { useSession } from '../../lib/session';
import { WEB_PRODUCTS } from '../../products';

/** Starts downloading the body of `product` (the route does, while the order is read). */
export const preloadOrderBody = (product: Product) => WEB_PRODUCTS[product].orderBody.preload();

const FlightBody = WEB_PRODUCTS.flight.orderBody.Component;
const HotelBody = WEB_PRODUCTS.hotel.orderBody.Component;
const TourBody = WEB_PRODUCTS.tour.orderBody.Component;
const CruiseBody = WEB_PRODUCTS.cruise.orderBody.Component;

/** /order-flight/{id} (sign-in required): the order shell with the flight's body. */
export const FlightOrderPage = () => <OrderShellPage product="flight" Body={FlightBody} />;

/** /find-your-flight/{id}: the visitor's view, opened with the booking email this tab keeps. */
export const GuestFlightOrderPage = () => (
  <OrderShellPage product="flight" Body={FlightBody} guest />
);

/** /order-hotel/{id} (sign-in required): the order shell with the hotel's body. */
export const HotelOrderPage = () => <OrderShellPage product="hotel" Body={HotelBody} />;

/**
 * /order-tour/{id} and /order-cruise/{id}: members see their order; a visitor sees it with the
 * booking email this tab kept when booking (spec part 2 §6), read-only apart from paying and
 * cancelling, like /find-your-flight.
 */
export const TourOrderPage = () => {
  const signedIn = useSession() !== null;
  return <OrderShellPage product="tour" Body={TourBody} guest={!signedIn} />;
};

export const CruiseOrderPage = () => {
  const signedIn = useSession() !== null;
  return <OrderShellPage product="cruise" Body={CruiseBody} guest={!signedIn} />;
};
