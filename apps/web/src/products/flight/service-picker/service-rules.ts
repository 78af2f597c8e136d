import {
  serviceMatchKey,
  type ExtraService,
  type PassengerServices,
  type ServicePassenger,
  type ServiceRouting,
  type ServicesResult,
} from '@travel/contracts/seat-services';

/**
 * The service picker's rules (spec part 2 §4 "Extra services", §5): a service is offered to
 * a passenger on a segment only when its passenger types include the passenger's type and one
 * of its routings has the segment's airports; services are told apart by the matching key.
 * Choices are per segment (flight id), per passenger: a list of matching keys.
 */
export type ServiceChoices = Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;

/** Long spellings the spec allows beside the codes. */
const TYPE_CODES: Readonly<Record<string, string>> = { Adult: 'ADT', Child: 'CHD' };

export const keyOf = (service: Pick<ExtraService, 'name' | 'totalAmount'>) =>
  serviceMatchKey(service.name, service.totalAmount);

export const typeMatches = (service: ExtraService, passengerType: string) =>
  service.passengerTypes.some((type) => (TYPE_CODES[type] ?? type) === passengerType);

export const routingMatches = (service: ExtraService, segment: ServiceRouting) =>
  service.routings.some(
    (r) =>
      r.DepartureAirport === segment.DepartureAirport &&
      r.ArrivalAirport === segment.ArrivalAirport,
  );

/** The cards to show for this segment and passenger: one per matching key. */
export function servicesFor(
  services: readonly ExtraService[],
  segment: ServiceRouting,
  passenger: ServicePassenger,
): ExtraService[] {
  const seen = new Set<string>();
  return services.filter((service) => {
    const key = keyOf(service);
    if (seen.has(key) || !typeMatches(service, passenger.PassengerTypeCode)) return false;
    if (!routingMatches(service, segment)) return false;
    seen.add(key);
    return true;
  });
}

/** What the order already holds, as the starting choices. */
export function initialServiceChoices(result: ServicesResult): ServiceChoices {
  const out: Record<string, Record<string, string[]>> = {};
  for (const line of result.selected) {
    const flight = (out[line.FlightID] ??= {});
    (flight[line.PassengerKey] ??= []).push(line.sid);
  }
  return out;
}

export const isChosen = (
  choices: ServiceChoices,
  flightId: string,
  passengerKey: string,
  key: string,
) => choices[flightId]?.[passengerKey]?.includes(key) ?? false;

/** The definition id of a chosen key on this segment (to check what a service needs). */
function definitionOf(services: readonly ExtraService[], key: string, flightId: string) {
  const service = services.find((s) => keyOf(s) === key);
  return service?.offerInfo.offerItems.find((i) => i.FlightID === flightId)?.serviceDefinitionId;
}

/** A service that needs another (the second extra bag needs the first) can be added once it is there. */
export function requirementMet(
  services: readonly ExtraService[],
  choices: ServiceChoices,
  flightId: string,
  passengerKey: string,
  service: ExtraService,
): boolean {
  const needed = service.requiresDefinitionId;
  if (!needed) return true;
  return (choices[flightId]?.[passengerKey] ?? []).some(
    (key) => definitionOf(services, key, flightId) === needed,
  );
}

/**
 * A card click adds the service for the active passenger and segment, or removes it (and
 * whatever needed it).
 */
export function toggleService(
  choices: ServiceChoices,
  services: readonly ExtraService[],
  flightId: string,
  passengerKey: string,
  service: ExtraService,
): ServiceChoices {
  const key = keyOf(service);
  const current = choices[flightId]?.[passengerKey] ?? [];
  let next: string[];
  if (current.includes(key)) {
    const removed = definitionOf(services, key, flightId);
    next = current.filter(
      (k) => k !== key && services.find((s) => keyOf(s) === k)?.requiresDefinitionId !== removed,
    );
  } else {
    if (!requirementMet(services, choices, flightId, passengerKey, service)) return choices;
    next = [...current, key];
  }
  return { ...choices, [flightId]: { ...choices[flightId], [passengerKey]: next } };
}

/** Sum of the chosen services' prices, in cents. */
export function choicesTotal(result: ServicesResult, choices: ServiceChoices): number {
  let total = 0;
  for (const segment of result.segments) {
    for (const keys of Object.values(choices[segment.FlightID] ?? {})) {
      for (const key of keys) {
        total += result.services.find((s) => keyOf(s) === key)?.totalAmount ?? 0;
      }
    }
  }
  return total;
}

/**
 * What Confirm sends: every passenger, each with the services chosen on every segment (an
 * empty list when none, which clears what they had).
 */
export function servicesSubmission(
  result: ServicesResult,
  choices: ServiceChoices,
): PassengerServices[] {
  return result.passengers.map((passenger) => ({
    passengerRef: passenger.PassengerKey,
    firstName: passenger.firstName,
    middleName: passenger.middleName,
    lastName: passenger.lastName,
    services: result.segments.flatMap((segment) =>
      (choices[segment.FlightID]?.[passenger.PassengerKey] ?? []).flatMap((key) => {
        const service = result.services.find(
          (s) => keyOf(s) === key && s.routings.some((r) => r.FlightID === segment.FlightID),
        );
        const item = service?.offerInfo.offerItems.find((i) => i.FlightID === segment.FlightID);
        if (!service || !item) return [];
        return [
          {
            serviceName: service.name,
            shoppingResponseId: service.offerInfo.responseId,
            offerId: service.offerInfo.offerId,
            owner: service.offerInfo.owner,
            offerItemRef: item.offerItemId,
            passengerRef: passenger.PassengerKey,
            baseFare: service.baseAmount,
            tax: service.taxAmount,
            totalPrice: service.totalAmount,
            selections: [
              { serviceid: item.serviceId, serviceDefinitionId: item.serviceDefinitionId },
            ],
          },
        ];
      }),
    ),
  }));
}
