import { OrderShellPage } from '../../features/orders/shell/order-shell-page';
import { orderBody } from './order-bodies';

export { preloadOrderBody } from './order-bodies';

const FlightBody = orderBody('flight');
const HotelBody = orderBody('hotel');

/** /order-flight/{id} (sign-in required): the order shell with the flight's body. */
export const FlightOrderPage = () => <OrderShellPage product="flight" Body={FlightBody} />;

/** /find-your-flight/{id}: the visitor's view, opened with the booking email this tab keeps. */
export const GuestFlightOrderPage = () => (
  <OrderShellPage product="flight" Body={FlightBody} guest />
);

/** /order-hotel/{id} (sign-in required): the order shell with the hotel's body. */
export const HotelOrderPage = () => <OrderShellPage product="hotel" Body={HotelBody} />;
