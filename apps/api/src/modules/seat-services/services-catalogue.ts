import { z } from 'zod';
import {
  passengerKeyOf,
  serviceMatchKey,
  type ExtraService,
  type ServiceOnOrder,
  type ServiceRouting,
} from '@travel/contracts/seat-services';
import type { FlightSupplier, SeatPrice, ServiceDefinition } from '../../suppliers/flights/port';
import { serviceOfferIds, type ExtrasOrder, type OrderFlight } from './order-extras';
import type { ExtraLine } from './seat-services.repository';

/** One service on one flight, as the order may buy it. */
export interface ServiceItem {
  offerItemId: string;
  serviceId: string;
  sid: string;
  definition: ServiceDefinition;
  flight: OrderFlight;
  price: SeatPrice;
  /** Passenger keys of the order whose type the service is sold to. */
  eligible: string[];
}

export const routingOf = (flight: OrderFlight): ServiceRouting => ({
  DepartureAirport: flight.origin,
  ArrivalAirport: flight.destination,
  AirlineCode: flight.airlineCode,
  FlightNumber: flight.flightNumber,
  FlightID: flight.flightId,
});

/** Every service the order's flights offer to its passengers, by offer item id. */
export function serviceItemsOf(
  x: ExtrasOrder,
  airline: Pick<FlightSupplier, 'extraServices'>,
): Map<string, ServiceItem> {
  const items = new Map<string, ServiceItem>();
  for (const flight of x.flights) {
    const offered = airline.extraServices({
      flightId: flight.flightId,
      durationMinutes: flight.durationMinutes,
      cabin: flight.cabin,
    });
    for (const { definition, price } of offered) {
      const eligible = x.passengers
        .filter((p) => definition.passengerTypes.includes(p.type))
        .map((p) => p.key);
      // A child meal is not offered to a party without children.
      if (eligible.length === 0) continue;
      const offerItemId = `${definition.code}.${flight.flightId}`;
      items.set(offerItemId, {
        offerItemId,
        serviceId: `${definition.code}-${flight.flightId}`,
        sid: serviceMatchKey(definition.name, price.total),
        definition,
        flight,
        price,
        eligible,
      });
    }
  }
  return items;
}

/**
 * The catalogue as the spec shapes it: one entry per service (`sid` = name and total), its
 * routings the flights it is sold on and one offer item per flight.
 */
export function catalogueOf(x: ExtrasOrder, items: Map<string, ServiceItem>): ExtraService[] {
  const ids = serviceOfferIds(x.order.orderNo);
  const bySid = new Map<string, ExtraService>();
  for (const item of items.values()) {
    let service = bySid.get(item.sid);
    if (!service) {
      service = {
        sid: item.sid,
        name: item.definition.name,
        description: item.definition.description,
        category: item.definition.category,
        totalAmount: item.price.total,
        baseAmount: item.price.base,
        taxAmount: item.price.tax,
        passengerTypes: [...item.definition.passengerTypes],
        requiresDefinitionId: item.definition.requires ?? null,
        routings: [],
        offerInfo: {
          responseId: ids.responseId,
          offerId: ids.offerId,
          owner: x.owner,
          offerItems: [],
        },
      };
      bySid.set(item.sid, service);
    }
    service.routings.push(routingOf(item.flight));
    service.offerInfo.offerItems.push({
      offerItemId: item.offerItemId,
      passengeRefs: item.eligible,
      serviceId: item.serviceId,
      serviceDefinitionId: item.definition.code,
      FlightID: item.flight.flightId,
    });
  }
  return [...bySid.values()];
}

/** What a service line's `ref` holds. */
export const ServiceLineRefSchema = z.object({
  flightId: z.string(),
  offerItemId: z.string(),
  sid: z.string(),
  serviceDefinitionId: z.string(),
});

export function servicesOnOrder(lines: readonly ExtraLine[]): ServiceOnOrder[] {
  return lines.flatMap((line) => {
    const ref = ServiceLineRefSchema.safeParse(line.ref);
    if (!ref.success || line.travellerIndex === null) return [];
    return [
      {
        PassengerKey: passengerKeyOf(line.travellerIndex),
        FlightID: ref.data.flightId,
        sid: ref.data.sid,
        offerItemId: ref.data.offerItemId,
        orderItemId: line.id,
        totalAmount: line.amountCents,
      },
    ];
  });
}
