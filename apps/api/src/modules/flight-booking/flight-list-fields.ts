import type { FlightOrderDetails } from '../../products/flight/flight-details';
import { orderSearchFields } from '../../products/flight/order-fields';
import type { OrderListFields } from '../../lib/orders/order-product';

/** The list columns of a flight order: its route, first departure, flight numbers, passengers. */
export function flightListFields(
  details: FlightOrderDetails,
  travellerNames: readonly string[],
): OrderListFields {
  return {
    ...orderSearchFields(details.tripType, details.trips),
    travellerNames: travellerNames.join(', '),
  };
}
