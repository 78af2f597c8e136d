import type { Product } from '@travel/contracts/products';
import { OrderShellPage } from '../../features/orders/shell/order-shell-page';
import { useState, type ReactNode } from 'react';
import { useParams } from '../../lib/router';
import { orderEmail, rememberOrderEmail } from '../../lib/order-access';
import { useSession } from '../../lib/session';
import { OrderEmailForm } from '../../products/tour/order/order-email-form';
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
 * booking email (spec part 2 §6), the one this tab kept when booking or typed here, read-only
 * apart from paying and cancelling, like /find-your-flight.
 */
function TripOrderPage({ shell }: { shell: (guest: boolean) => ReactNode }) {
  const signedIn = useSession() !== null;
  const { id = '' } = useParams();
  const [known, setKnown] = useState(() => orderEmail(id) !== null);
  if (!signedIn && !known) {
    return (
      <OrderEmailForm
        orderNo={id}
        onEmail={(email) => {
          rememberOrderEmail(id, email);
          setKnown(true);
        }}
      />
    );
  }
  return shell(!signedIn);
}

export const TourOrderPage = () => (
  <TripOrderPage
    shell={(guest) => <OrderShellPage product="tour" Body={TourBody} guest={guest} />}
  />
);
export const CruiseOrderPage = () => (
  <TripOrderPage
    shell={(guest) => <OrderShellPage product="cruise" Body={CruiseBody} guest={guest} />}
  />
);
