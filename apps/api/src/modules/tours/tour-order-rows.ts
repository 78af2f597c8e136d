import type { orderLines, orders } from '@travel/db';
import type { OrderOwner } from '../../lib/orders/order-owner';
import {
  TourOrderDetailsSchema,
  tourListFields,
  type TourOrderDetails,
} from '../../products/tour/tour-details';
import type { TourOrderInput } from './tour-booking.service';
import type { TourQuote } from './tour-quote';

type OrderInsert = Omit<typeof orders.$inferInsert, 'orderNo'>;
type LineInsert = typeof orderLines.$inferInsert;

/** The snapshot of what was sold, validated as it will be read back. */
export function tourOrderDetails(
  product: 'tour' | 'cruise',
  input: TourOrderInput,
  quote: TourQuote,
  owner: OrderOwner,
): TourOrderDetails {
  const { tour, departure, cabin } = quote;
  return TourOrderDetailsSchema.parse({
    kind: product,
    tourId: tour.id,
    tourCode: tour.code,
    tourName: tour.name,
    tourCity: tour.cityName,
    timeZone: tour.timeZone,
    days: tour.days,
    operator: quote.operatorName,
    departureId: departure.id,
    departDate: departure.date,
    returnDate: quote.returnDate,
    guaranteed: departure.guaranteed,
    cruise: cabin
      ? {
          ship: tour.shipCode ?? '',
          cabin: cabin.code,
          cabinName: cabin.name,
          category: cabin.category,
          guarantee: quote.guarantee,
        }
      : null,
    rooms: input.rooms,
    places: quote.people,
    tourists: input.tourists,
    contact: { ...input.contact, email: input.contact.email.toLowerCase() },
    insurance: input.insurance,
    remark: input.remark,
    lan: input.Lan,
    lines: quote.lines,
    portCharges: quote.portCharges,
    gratuities: quote.gratuities,
    charges: quote.charges,
    total: quote.total,
    commission: quote.commission,
    payable: quote.payable,
    deposit: quote.deposit,
    finalPaymentDate: quote.finalPaymentDate,
    dueNow: quote.dueNow,
    bookedFor: owner.bookedFor,
    confirmationNumber: null,
    declineReason: null,
  });
}

/** The order row: what the booker pays in all is its total, as hotels and flights do. */
export function tourOrderValues(input: {
  details: TourOrderDetails;
  owner: OrderOwner;
  email: string;
  now: Date;
  deadlineAt: Date;
}): OrderInsert {
  const { details, owner, now } = input;
  const { contact } = details;
  return {
    product: details.kind,
    status: 'awaitingPayment',
    userId: owner.userId,
    agentId: owner.agentId,
    accountCode: owner.accountCode,
    bookedByName: owner.bookedByName,
    customer: owner.customer,
    contactName: `${contact.firstName} ${contact.lastName}`,
    contactEmail: input.email,
    contactMobile: contact.phone,
    contactAddress: contact.address,
    contactPostcode: '',
    emailVerified: false,
    currency: 'USD',
    totalCents: details.payable,
    dueNowCents: details.dueNow,
    details,
    ...tourListFields(details),
    deadlineAt: input.deadlineAt,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * The money lines: each room's option line (fare), a cruise's port charges (tax) and
 * gratuities (service), and the booker's commission: they add up to the order total.
 */
export function tourLineValues(orderId: string, details: TourOrderDetails, now: Date) {
  const line = (kind: string, description: string, amountCents: number): LineInsert => ({
    orderId,
    kind,
    description,
    travellerIndex: null,
    amountCents,
    createdAt: now,
  });
  const lines = details.lines.map((l) =>
    line('fare', `Room ${l.room}: ${l.Name} × ${l.count}`, l.total),
  );
  if (details.portCharges > 0)
    lines.push(
      line('tax', `Port charges × ${details.places}`, details.portCharges * details.places),
    );
  if (details.gratuities > 0)
    lines.push(
      line('service', `Gratuities × ${details.places}`, details.gratuities * details.places),
    );
  if (details.commission > 0)
    lines.push(line('commission', 'Agent commission', -details.commission));
  return lines;
}
