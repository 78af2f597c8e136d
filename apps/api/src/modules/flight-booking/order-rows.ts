import type { Contact, InvoiceDetails, PassengerType } from '@travel/contracts/flight-booking';
import type { FareBrand } from '@travel/contracts/flights';
import type { orderLines, orderTravellers, orders } from '@travel/db';
import type { FlightOrderDetails } from '../../products/flight/flight-details';
import type { OrderOwner } from '../../lib/orders/order-owner';
import { flightOrderProduct } from './flight-order-product';
import type { ParsedPassenger } from './passenger-rules';

type OrderInsert = typeof orders.$inferInsert;
type TravellerInsert = typeof orderTravellers.$inferInsert;
type LineInsert = typeof orderLines.$inferInsert;

export type { OrderOwner };

export interface OrderDraft {
  details: FlightOrderDetails;
  /** The brand as this buyer pays it (commission applied). */
  brand: FareBrand;
  passengers: readonly ParsedPassenger[];
  types: readonly PassengerType[];
  contact: Contact & { email: string };
  emailVerified: boolean;
  invoice: InvoiceDetails | null;
  owner: OrderOwner;
  now: Date;
  deadlineAt: Date;
}

/** The order row; `insertNumberedOrder` gives it its number. */
export function orderValues(draft: OrderDraft): Omit<OrderInsert, 'orderNo'> {
  const { details, contact, owner, now } = draft;
  return {
    product: 'flight',
    status: 'awaitingPayment',
    userId: owner.userId,
    agentId: owner.agentId,
    accountCode: owner.accountCode,
    bookedByName: owner.bookedByName,
    customer: owner.customer,
    contactName: contact.name,
    contactEmail: contact.email.toLowerCase(),
    contactMobile: contact.mobile,
    contactAddress: contact.address ?? '',
    contactPostcode: contact.postcode ?? '',
    emailVerified: draft.emailVerified,
    invoice: draft.invoice,
    currency: 'USD',
    totalCents: draft.brand.totalPrice,
    dueNowCents: flightOrderProduct.dueNowCents(details, draft.brand.totalPrice),
    details,
    ...flightOrderProduct.listFields(
      details,
      draft.passengers.map((p) => `${p.firstName} ${p.lastName}`),
    ),
    deadlineAt: draft.deadlineAt,
    createdAt: now,
    updatedAt: now,
  };
}

export function travellerValues(orderId: string, draft: OrderDraft): TravellerInsert[] {
  return draft.passengers.map((p, i) => ({
    orderId,
    travellerIndex: i,
    passengerType: draft.types[i] ?? 'ADT',
    firstName: p.firstName,
    middleName: p.middleName,
    lastName: p.lastName,
    birthday: p.birthday,
    gender: p.gender,
    cardType: p.cardType,
    cardNum: p.cardNum.toUpperCase(),
    cardExpired: p.cardExpired,
    nationality: p.nationality,
    cardIssuePlace: p.cardIssuePlace,
    frequentFlyerProgram: p.frequentFlyerProgram,
    frequentFlyerNumber: p.frequentFlyerNumber,
    knownTravellerNumber: p.knownTravellerNumber,
  }));
}

interface KindPrice {
  who: string;
  price: number;
  tax: number;
  commission: number;
}

/** A traveller kind's line words and prices in a brand. */
const KIND_PRICES: Record<PassengerType, (brand: FareBrand) => KindPrice> = {
  ADT: (b) => ({
    who: 'Adult',
    price: b.adultPrice,
    tax: b.adultTax,
    commission: b.adultCommission,
  }),
  CHD: (b) => ({
    who: 'Child',
    price: b.childPrice,
    tax: b.childTax,
    commission: b.childCommission,
  }),
  INF: (b) => ({
    who: 'Infant (on lap)',
    price: b.infantPrice,
    tax: b.infantTax,
    commission: b.infantCommission,
  }),
};

/**
 * Fare, taxes and (agents) commission per traveller: the lines add up to the order total,
 * which is what the brand's `totalPrice` says (price + tax − commission per traveller).
 */
export function lineValues(orderId: string, draft: OrderDraft): LineInsert[] {
  const { brand, now } = draft;
  return draft.types.flatMap((type, i) => {
    const { who, price, tax, commission } = KIND_PRICES[type](brand);
    const lines: LineInsert[] = [
      {
        orderId,
        kind: 'fare',
        description: `${who} fare (${brand.name})`,
        travellerIndex: i,
        amountCents: price,
        createdAt: now,
      },
      {
        orderId,
        kind: 'tax',
        description: 'Taxes and fees',
        travellerIndex: i,
        amountCents: tax,
        createdAt: now,
      },
    ];
    if (commission > 0) {
      lines.push({
        orderId,
        kind: 'commission',
        description: 'Agent commission',
        travellerIndex: i,
        amountCents: -commission,
        createdAt: now,
      });
    }
    return lines;
  });
}
