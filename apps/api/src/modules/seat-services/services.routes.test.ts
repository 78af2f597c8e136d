import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders } from '@travel/db';
import {
  ReserveServicesResultSchema,
  serviceMatchKey,
  type ServiceChoice,
  type ServicesResult,
} from '@travel/contracts/seat-services';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestUser } from '../../test/users';
import { bookTestOrder, TEST_NOW } from './seat-services.test-order';
import { getServicesCall, postCall, servicesOk, type Caller } from './seat-services.test-calls';

/** The submission of service `name` on flight `flight` for `passengerRef`, as the picker sends it. */
function choice(
  result: ServicesResult,
  name: string,
  flight: number,
  passengerRef: string,
): ServiceChoice {
  const flightId = result.segments[flight]!.FlightID;
  const service = result.services.find(
    (s) => s.name === name && s.routings.some((r) => r.FlightID === flightId),
  );
  const item = service?.offerInfo.offerItems.find((i) => i.FlightID === flightId);
  if (!service || !item) throw new Error(`${name} is not sold on flight ${flight}`);
  return {
    serviceName: service.name,
    shoppingResponseId: service.offerInfo.responseId,
    offerId: service.offerInfo.offerId,
    owner: service.offerInfo.owner,
    offerItemRef: item.offerItemId,
    passengerRef,
    baseFare: service.baseAmount,
    tax: service.taxAmount,
    totalPrice: service.totalAmount,
    selections: [{ serviceid: item.serviceId, serviceDefinitionId: item.serviceDefinitionId }],
  };
}

const namesOn = (result: ServicesResult, flight: number) =>
  result.services
    .filter((s) => s.routings.some((r) => r.FlightID === result.segments[flight]!.FlightID))
    .map((s) => s.name);

describe('extra services', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(TEST_NOW);
  });
  afterAll(async () => t.close());

  const reserve = (orderNo: string, passengers: object[], caller?: Caller) =>
    postCall(t, '/api/ReserveServices', { orderNo, passengers }, caller);

  const stateOf = async (orderId: string) => {
    const [order] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    const lines = await t.ctx.db
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.orderId, orderId), eq(orderLines.kind, 'service')));
    return { total: order!.totalCents, lines: lines.map((l) => l.id).sort() };
  };

  // JFK–LHR through a hub: a long-haul flight, then a short one.
  const connection = () =>
    bookTestOrder(t, { from: 'JFK', to: 'LHR', adults: 1, children: 1, shape: 'connection' });

  it('offers each flight its own services, by passenger type and routing', async () => {
    const { order } = await connection();
    const result = await servicesOk(t, order.orderNo);
    expect(result.passengers.map((p) => [p.PassengerKey, p.PassengerTypeCode])).toEqual([
      ['PAX1', 'ADT'],
      ['PAX2', 'CHD'],
    ]);
    expect(result.segments).toHaveLength(2);
    const [longHaul, short] = [namesOn(result, 0), namesOn(result, 1)];
    expect(longHaul).toEqual(
      expect.arrayContaining(['Lounge access', "Chef's selection meal", 'Child meal']),
    );
    expect(longHaul).not.toContain('Snack box');
    expect(longHaul).not.toContain('Pet in cabin, up to 8 kg');
    expect(short).toEqual(expect.arrayContaining(['Snack box', 'Pet in cabin, up to 8 kg']));
    expect(short).not.toContain('Lounge access');
    expect(short).not.toContain('Child meal');

    for (const service of result.services) {
      expect(service.sid).toBe(serviceMatchKey(service.name, service.totalAmount));
      expect(service.baseAmount + service.taxAmount).toBe(service.totalAmount);
      // One offer item per routing, for the passengers whose type the service is sold to.
      expect(service.offerInfo.offerItems.map((i) => i.FlightID)).toEqual(
        service.routings.map((r) => r.FlightID),
      );
      for (const routing of service.routings) {
        expect(result.segments).toContainEqual(routing);
      }
      for (const item of service.offerInfo.offerItems) {
        const expected = [
          ...(service.passengerTypes.includes('ADT') ? ['PAX1'] : []),
          ...(service.passengerTypes.includes('CHD') ? ['PAX2'] : []),
        ];
        expect(item.passengeRefs).toEqual(expected);
      }
    }
    const childMeal = result.services.find((s) => s.name === 'Child meal')!;
    expect(childMeal.passengerTypes).toEqual(['CHD']);
    // Priority boarding costs more on the long flight: two services, each on its own flight.
    const priority = result.services.filter((s) => s.name === 'Priority boarding');
    expect(priority).toHaveLength(2);
    expect(priority.every((s) => s.routings.length === 1)).toBe(true);
    expect(result.selected).toEqual([]);
  });

  it('adds, replaces and clears services per passenger, keeping the total right', async () => {
    const { order } = await connection();
    const result = await servicesOk(t, order.orderNo);
    const start = await stateOf(order.id);
    const bag = choice(result, 'Extra checked bag, 23 kg', 0, 'PAX1');
    const priority = choice(result, 'Priority boarding', 1, 'PAX1');
    const meal = choice(result, 'Child meal', 0, 'PAX2');

    const res = await reserve(order.orderNo, [
      { passengerRef: 'PAX1', firstName: 'AdaB', lastName: 'Lovelace', services: [bag, priority] },
      // Without passengerRef the names pick the traveller.
      { firstName: 'kidc', lastName: 'LOVELACE', services: [meal] },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const data = ReserveServicesResultSchema.parse(res.json().data);
    const added = bag.totalPrice + priority.totalPrice + meal.totalPrice;
    expect(data.totalPrice).toBe(start.total + added);
    expect(data.services).toHaveLength(3);
    expect((await stateOf(order.id)).total).toBe(start.total + added);
    const again = await servicesOk(t, order.orderNo);
    expect(again.selected.map((s) => [s.PassengerKey, s.offerItemId]).sort()).toEqual(
      [
        ['PAX1', bag.offerItemRef],
        ['PAX1', priority.offerItemRef],
        ['PAX2', meal.offerItemRef],
      ].sort(),
    );

    // An empty list clears that passenger only.
    const cleared = await reserve(order.orderNo, [
      { passengerRef: 'PAX1', firstName: 'AdaB', lastName: 'Lovelace', services: [] },
    ]);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data.services).toEqual([
      expect.objectContaining({ PassengerKey: 'PAX2', offerItemId: meal.offerItemRef }),
    ]);
    expect((await stateOf(order.id)).total).toBe(start.total + meal.totalPrice);

    // Confirming with nothing chosen: every passenger with an empty list.
    const none = await reserve(order.orderNo, [
      { passengerRef: 'PAX1', firstName: 'AdaB', lastName: 'Lovelace', services: [] },
      { passengerRef: 'PAX2', firstName: 'KidC', lastName: 'Lovelace', services: [] },
    ]);
    expect(none.json().data).toMatchObject({ services: [], totalPrice: start.total });
    expect(await stateOf(order.id)).toEqual({ total: start.total, lines: [] });
  });

  it('refuses bad choices with 400 and writes nothing', async () => {
    const { order } = await connection();
    const result = await servicesOk(t, order.orderNo);
    const bag = choice(result, 'Extra checked bag, 23 kg', 0, 'PAX1');
    const kept = await reserve(order.orderNo, [
      { passengerRef: 'PAX1', firstName: 'AdaB', lastName: 'Lovelace', services: [bag] },
    ]);
    expect(kept.statusCode).toBe(200);
    const start = await stateOf(order.id);
    const adult = { passengerRef: 'PAX1', firstName: 'AdaB', lastName: 'Lovelace' };
    const child = { passengerRef: 'PAX2', firstName: 'KidC', lastName: 'Lovelace' };
    const cases: [string, object[]][] = [
      [
        'adult-only service for a child',
        [
          {
            ...child,
            services: [
              { ...choice(result, "Chef's selection meal", 0, 'PAX1'), passengerRef: 'PAX2' },
            ],
          },
        ],
      ],
      [
        'second bag without the first',
        [{ ...adult, services: [choice(result, 'Second extra checked bag, 23 kg', 0, 'PAX1')] }],
      ],
      [
        'price edited',
        [{ ...adult, services: [{ ...bag, baseFare: 100, tax: 0, totalPrice: 100 }] }],
      ],
      [
        'unknown offer item',
        [{ ...adult, services: [{ ...bag, offerItemRef: 'XXXX.AA1-20270415' }] }],
      ],
      [
        'service of another passenger',
        [{ ...adult, services: [{ ...bag, passengerRef: 'PAX2' }] }],
      ],
      ['chosen twice', [{ ...adult, services: [bag, bag] }]],
      ['wrong name', [{ ...adult, firstName: 'Grace', services: [] }]],
      ['unknown passenger', [{ firstName: 'Grace', lastName: 'Hopper', services: [] }]],
      [
        'passenger twice',
        [
          { ...adult, services: [] },
          { ...adult, services: [] },
        ],
      ],
      [
        'wrong selections',
        [
          {
            ...adult,
            services: [{ ...bag, selections: [{ serviceid: 'x', serviceDefinitionId: 'BAG1' }] }],
          },
        ],
      ],
      ['no passengers', []],
    ];
    for (const [name, passengers] of cases) {
      const res = await reserve(order.orderNo, passengers);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json().code, name).toBe(1401);
    }
    expect(await stateOf(order.id)).toEqual(start);
  });

  it('keeps to the owner (1503, 1404) and to orders awaiting payment (1405)', async () => {
    const owner = await createTestUser(t);
    const stranger = await createTestUser(t);
    const { order } = await bookTestOrder(t, { userId: owner.id, email: owner.email });
    const result = await servicesOk(t, order.orderNo, { headers: owner.headers });
    expect(result.services.length).toBeGreaterThan(0);
    const denied = await getServicesCall(t, order.orderNo, { headers: stranger.headers });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 1503 });
    const wrong = await getServicesCall(t, order.orderNo, { email: 'x@example.test' });
    expect(wrong.json()).toMatchObject({ code: 1404 });

    await t.ctx.db.update(orders).set({ status: 'issued' }).where(eq(orders.id, order.id));
    const closed = await reserve(
      order.orderNo,
      [{ passengerRef: 'PAX1', firstName: 'AdaB', lastName: 'Lovelace', services: [] }],
      { headers: owner.headers },
    );
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ code: 1405 });
  });
});
