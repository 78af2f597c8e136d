import type { z } from 'zod';
import type { ValidationIssue } from '@travel/contracts';
import { authoriseOrderExtras } from '../../lib/orders/order-change';
import type {
  ReserveServicesBodySchema,
  ReserveServicesResult,
  SeatServicesQuery,
  ServicesResult,
} from '@travel/contracts/seat-services';
import type { AppContext } from '../../app-context';
import { flightSupplier } from '../../lib/flight-supplier';
import type { FlightSupplier } from '../../suppliers/flights/port';
import { AppError } from '../../lib/app-error';
import type { Identity } from '../../plugins/auth';
import {
  assertOpenForExtras,
  loadExtrasOrder,
  serviceOfferIds,
  type ExtrasOrder,
  type OrderPassenger,
} from './order-extras';
import {
  catalogueOf,
  routingOf,
  serviceItemsOf,
  servicesOnOrder,
  type ServiceItem,
} from './services-catalogue';
import {
  addToTotal,
  deleteLines,
  insertLines,
  linesOf,
  lockOrder,
  type NewLine,
} from './seat-services.repository';

type ReserveServicesInput = z.output<typeof ReserveServicesBodySchema>;
type PassengerInput = ReserveServicesInput['passengers'][number];

/** `GET /api/Services`: the extras the order's flights sell to its passengers. */
export async function getServices(
  ctx: AppContext,
  identity: Identity,
  query: SeatServicesQuery,
): Promise<ServicesResult> {
  const x = await loadExtrasOrder(ctx, identity, query);
  const items = serviceItemsOf(x, flightSupplier(ctx));
  return {
    currency: 'USD',
    passengers: x.passengers.map((p) => ({
      PassengerKey: p.key,
      PassengerTypeCode: p.type,
      firstName: p.firstName,
      middleName: p.middleName,
      lastName: p.lastName,
    })),
    segments: x.flights.map(routingOf),
    services: catalogueOf(x, items),
    selected: servicesOnOrder(await linesOf(ctx.db, x.order.id, 'service')),
  };
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const namesMatch = (input: PassengerInput, p: OrderPassenger) =>
  same(input.firstName, p.firstName) &&
  same(input.middleName, p.middleName) &&
  same(input.lastName, p.lastName);

interface Plan {
  passenger: OrderPassenger;
  items: ServiceItem[];
}

/** Each submitted passenger resolved to a traveller, each choice to a priced service item. */
function planChoices(
  x: ExtrasOrder,
  body: ReserveServicesInput,
  airline: Pick<FlightSupplier, 'extraServices'>,
): Plan[] {
  const ids = serviceOfferIds(x.order.orderNo);
  const catalogue = serviceItemsOf(x, airline);
  const issues: ValidationIssue[] = [];
  const plans: Plan[] = [];
  body.passengers.forEach((input, i) => {
    const issue = (field: string, message: string) =>
      issues.push({ path: `body.passengers.${i}.${field}`, message });
    const candidates = input.passengerRef
      ? x.passengers.filter((p) => p.key === input.passengerRef)
      : x.passengers.filter((p) => namesMatch(input, p));
    const passenger = candidates[0];
    if (!passenger) {
      issue(input.passengerRef ? 'passengerRef' : 'lastName', 'not a passenger of this order');
      return;
    }
    if (candidates.length > 1) return issue('lastName', 'several passengers have this name');
    if (!namesMatch(input, passenger)) return issue('lastName', "not this passenger's name");
    if (plans.some((plan) => plan.passenger.key === passenger.key)) {
      return issue('passengerRef', 'listed twice');
    }
    const items: ServiceItem[] = [];
    input.services.forEach((s, j) => {
      const at = (field: string, message: string) => issue(`services.${j}.${field}`, message);
      const item = catalogue.get(s.offerItemRef);
      if (!item) return at('offerItemRef', 'not an extra service of this order');
      if (s.shoppingResponseId !== ids.responseId || s.offerId !== ids.offerId) {
        at('shoppingResponseId', "not this order's service offer");
      }
      if (s.owner !== x.owner) at('owner', "not this order's airline");
      if (s.passengerRef !== passenger.key) at('passengerRef', 'not this passenger');
      if (!item.eligible.includes(passenger.key)) {
        at('passengerRef', 'not sold to this passenger type');
      }
      if (s.serviceName !== item.definition.name) at('serviceName', 'does not match the service');
      if (
        s.baseFare !== item.price.base ||
        s.tax !== item.price.tax ||
        s.totalPrice !== item.price.total
      ) {
        at('totalPrice', `the service costs ${item.price.total}`);
      }
      const [selection] = s.selections;
      if (
        selection?.serviceid !== item.serviceId ||
        selection.serviceDefinitionId !== item.definition.code
      ) {
        at('selections', 'does not match the service');
      }
      if (items.includes(item)) at('offerItemRef', 'chosen twice');
      items.push(item);
    });
    for (const item of items) {
      const required = item.definition.requires;
      if (
        required &&
        !items.some((o) => o.definition.code === required && o.flight === item.flight)
      ) {
        issue('services', `${item.definition.name} needs the first extra bag on the same flight`);
      }
    }
    plans.push({ passenger, items });
  });
  if (issues.length > 0) {
    throw new AppError('parameterValidationFailed', {
      msg: `parameter validation failed: ${issues[0]?.path} ${issues[0]?.message}`,
      issues,
    });
  }
  return plans;
}

/**
 * `POST /api/ReserveServices`: each listed passenger's extras are replaced by the list sent (an
 * empty list clears them); lines and the order total change in one transaction.
 */
export async function reserveServices(
  ctx: AppContext,
  identity: Identity,
  body: ReserveServicesInput,
): Promise<ReserveServicesResult> {
  const x = await loadExtrasOrder(ctx, identity, body);
  // Issue 9: an account's order changes only from that account.
  authoriseOrderExtras(identity, x.order);
  const plans = planChoices(x, body, flightSupplier(ctx));
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, x.order.id);
    if (!locked) throw new AppError('orderDoesNotExist');
    assertOpenForExtras(locked, now);
    const indexes = new Set(plans.map((plan) => plan.passenger.index));
    const old = (await linesOf(tx, x.order.id, 'service')).filter(
      (line) => line.travellerIndex !== null && indexes.has(line.travellerIndex),
    );
    await deleteLines(
      tx,
      x.order.id,
      old.map((line) => line.id),
    );
    const lines: NewLine[] = plans.flatMap(({ passenger, items }) =>
      items.map((item) => ({
        kind: 'service' as const,
        description: `${item.definition.name} · ${item.flight.origin}–${item.flight.destination}`,
        travellerIndex: passenger.index,
        amountCents: item.price.total,
        ref: {
          flightId: item.flight.flightId,
          offerItemId: item.offerItemId,
          sid: item.sid,
          serviceDefinitionId: item.definition.code,
        },
      })),
    );
    await insertLines(tx, x.order.id, lines, now);
    const delta =
      lines.reduce((sum, line) => sum + line.amountCents, 0) -
      old.reduce((sum, line) => sum + line.amountCents, 0);
    const totalPrice = await addToTotal(tx, x.order.id, delta, now);
    return {
      orderNo: x.order.orderNo,
      totalPrice,
      services: servicesOnOrder(await linesOf(tx, x.order.id, 'service')),
    };
  });
}
