import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTS } from '@travel/contracts/products';
import { mailOutbox, orders } from '@travel/db';
import type { AppContext } from './app-context';
import { cancelOrder } from './lib/orders/cancel';
import { fulfilOrder, giveUpFulfilment, sendOrderMail } from './lib/orders/fulfilment';
import type { OrderProduct, OrderProducts } from './lib/orders/order-product';
import { orderHoldReleasers } from './lib/orders/releasers';
import { insertTestOrder, recordingReleasers } from './lib/orders/test-orders';
import { flightOrderProduct } from './modules/flight-booking/flight-order-product';
import { hotelOrderProduct } from './modules/hotels/hotel-order-product';
import { ORDER_PRODUCTS } from './products';
import { createTestApp, type TestApp } from './test/test-app';

// Type tests (checked by `tsc -p apps/api`, which includes this file): the registry's type
// refuses a product of PRODUCTS without its implementation, and one product's implementation
// under another's name.
// @ts-expect-error 'hotel' is in PRODUCTS but has no OrderProduct here.
export const withoutHotel = { flight: flightOrderProduct } satisfies OrderProducts;
export const swapped = {
  // @ts-expect-error the hotel's implementation does not answer for flights.
  flight: hotelOrderProduct,
  hotel: hotelOrderProduct,
} satisfies OrderProducts;

describe('the order registry', () => {
  it('has one implementation per product, under its own name', () => {
    expect(Object.keys(ORDER_PRODUCTS).sort()).toEqual([...PRODUCTS].sort());
    for (const product of PRODUCTS) expect(ORDER_PRODUCTS[product].product).toBe(product);
  });
});

describe('the order machinery goes through the registry', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  /** The registry with a recording stand-in for flights: what the machinery asked of it. */
  function recordingRegistry() {
    const calls: string[] = [];
    const { releasers, released } = recordingReleasers();
    const flight: OrderProduct<'flight'> = {
      ...ORDER_PRODUCTS.flight,
      holdReleasers: () => releasers,
      fulfil: async (_ctx, order, fail) => {
        calls.push(`fulfil ${order.orderNo} ${fail}`);
        return { orderNo: order.orderNo, status: 'issued', ticketNumbers: ['T1'] };
      },
      sendConfirmationMail: async (_ctx, order) => {
        calls.push(`mail ${order.orderNo}`);
        return { id: 'm', status: 'sent' };
      },
      delayedMessage: (order) => ({
        subject: `stand-in delayed ${order.orderNo}`,
        text: 'later',
        html: '<p>later</p>',
      }),
    };
    const ctx: AppContext = { ...t.ctx, orderProducts: { ...ORDER_PRODUCTS, flight } };
    return { ctx, calls, released };
  }

  it('fulfils, mails and gives up through the product of the order', async () => {
    const { ctx, calls } = recordingRegistry();
    const paid = await insertTestOrder(ctx.db, { now: ctx.now(), status: 'paid' });
    expect(await fulfilOrder(ctx, paid, true)).toMatchObject({ ticketNumbers: ['T1'] });
    await sendOrderMail(ctx, paid);
    expect(calls).toEqual([`fulfil ${paid.orderNo} true`, `mail ${paid.orderNo}`]);

    expect(await giveUpFulfilment(ctx, paid)).toBe('issueFailed');
    const mails = await ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `stand-in delayed ${paid.orderNo}`));
    expect(mails).toHaveLength(1);
  });

  it('cancelling gives the inventory back through the releasers of the registry', async () => {
    const { ctx, released } = recordingRegistry();
    const order = await insertTestOrder(ctx.db, {
      now: ctx.now(),
      holds: [{ resourceKey: 'k', quantity: 2 }],
    });
    const cancelled = await ctx.db.transaction((tx) =>
      cancelOrder(ctx, tx, order.id, 'customer', orderHoldReleasers(ctx)),
    );
    expect(cancelled?.status).toBe('cancelled');
    expect(released).toEqual([{ resourceKey: 'k', quantity: 2 }]);
  });

  it('a paid order of a product the registry does not know is never fulfilled as a flight', async () => {
    const paid = await insertTestOrder(t.ctx.db, { now: t.ctx.now(), status: 'paid' });
    const [car] = await t.ctx.db
      .update(orders)
      .set({ product: 'car' })
      .where(eq(orders.id, paid.id))
      .returning();
    await expect(fulfilOrder(t.ctx, car!, false)).rejects.toThrow(/unknown product car/);
    await expect(sendOrderMail(t.ctx, car!)).rejects.toThrow(/unknown product car/);
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, paid.id));
    expect(row?.status).toBe('paid');
  });
});
