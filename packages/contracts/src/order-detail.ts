import { z } from 'zod';
import { envelope } from './envelope';
import { HotelOrderDetailSchema } from './hotel-orders';
import { OrderDetailSchema } from './orders';
import { CruiseOrderDetailSchema, TourOrderDetailSchema } from './tour-orders';

/**
 * One order of any product as its detail call shows it: a union discriminated on `product`
 * (issue 11). Kept apart from orders.ts because hotel-orders.ts imports orders.ts.
 */
export const AnyOrderDetailSchema = z.discriminatedUnion('product', [
  OrderDetailSchema,
  HotelOrderDetailSchema,
  TourOrderDetailSchema,
  CruiseOrderDetailSchema,
]);
export type AnyOrderDetail = z.infer<typeof AnyOrderDetailSchema>;
export const AnyOrderDetailReplySchema = envelope(AnyOrderDetailSchema);
