import { z } from 'zod';
import { OrderCustomerSchema } from './agent-clients';
import { OrderMoneySchema, PaymentRecordSchema } from './orders';

/**
 * The end of a hotel, tour or cruise order detail, the same for each: the payments (without the
 * processor's failure code), the money taken and given back, who booked it and for which
 * customer, and what the viewer may do now. Each product's detail extends its own fields with
 * it, so the keys keep this order in every reply.
 */
export const OrderDetailTailSchema = z.object({
  payments: z.array(PaymentRecordSchema.omit({ failureCode: true })),
  money: OrderMoneySchema,
  accountCode: z.string(),
  bookedByName: z.string(),
  customer: OrderCustomerSchema.nullable(),
  canPay: z.boolean(),
  canCancel: z.boolean(),
});
