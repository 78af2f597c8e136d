import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Orders of every product line (flights now, hotels next). Product-specific itinerary data
 * lives in `details` (a snapshot of what was sold, validated by the product's contract);
 * money lines, travellers, payments and holds are their own tables.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What travellers see and type: e.g. `TO7K3M9Q2X`. */
    orderNo: text('order_no').notNull(),
    product: text('product').notNull(),
    /** awaitingPayment, processing, paid, issued, issueFailed, cancelled, refunded, partiallyRefunded */
    status: text('status').notNull(),
    /** The account the order belongs to; null for a visitor without an account. */
    userId: uuid('user_id'),
    /** The agent (or the user) who placed it; the top agent sees sub-agents' orders through it. */
    agentId: uuid('agent_id'),
    accountCode: text('account_code').notNull(),
    bookedByName: text('booked_by_name').notNull().default(''),
    contactName: text('contact_name').notNull(),
    /** Lower-cased; the key of the visitor lookup. */
    contactEmail: text('contact_email').notNull(),
    contactMobile: text('contact_mobile').notNull(),
    contactAddress: text('contact_address').notNull().default(''),
    contactPostcode: text('contact_postcode').notNull().default(''),
    emailVerified: boolean('email_verified').notNull().default(false),
    invoice: jsonb('invoice'),
    /**
     * The customer an agent booked for (issue 13 §4): `{ clientId?, firstName, lastName, email,
     * phone }` as it was when booked; null when not booked for a customer.
     */
    customer: jsonb('customer'),
    currency: text('currency').notNull().default('USD'),
    totalCents: integer('total_cents').notNull(),
    /**
     * Part of the total taken when the order is paid; the rest is paid to the supplier later
     * (a hotel's pay-at-hotel part). Flights: the total, and it moves with it.
     */
    dueNowCents: integer('due_now_cents').notNull(),
    /** What was sold, as the product's `OrderProduct.details` schema reads it. */
    details: jsonb('details').notNull(),
    /** List and filter columns every product fills (issue 11, migration 0012). */
    title: text('title').notNull(),
    /** When the product starts: a flight's first departure, a hotel's check-in. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    /** The same in the place's local time, YYYY-MM-DDTHH:mm. */
    startsLocal: text('starts_local'),
    /** Space-padded codes a search finds the order by (flight numbers), so `like '% X %'` works. */
    searchCodes: text('search_codes').notNull().default(''),
    /** "First Last, First Last": the travellers (a hotel's lead guests). */
    travellerNames: text('traveller_names').notNull().default(''),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /**
     * The client address that placed a visitor's order (issue 9: unpaid holds are limited per
     * address). Null for signed-in bookers, who are counted per account instead.
     */
    clientAddress: text('client_address'),
    /** Card payments started on this order; the charge key of attempt n is `<id>:<n>`. */
    paymentAttempt: integer('payment_attempt').notNull().default(0),
    /** Idempotency key of the charge of the current payment, stored before the charge is sent. */
    chargeKey: text('charge_key'),
    /**
     * Until when the request (or reconciler) working on a `processing` or `paid` order owns it;
     * past it the reconciler finishes or fails the order (lib/orders/reconcile.ts).
     */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /**
     * The WeChat flow's short number (spec part 2 §3, migration 0019): 8 digits, no leading
     * zero, unique; made with the order's first WeChat Pay checkout session, null otherwise.
     */
    shortNumber: text('short_number'),
    /** Fulfilment tries made by the reconciler; bounded by ORDER_RECOVERY_MAX_ATTEMPTS. */
    recoveryAttempts: integer('recovery_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_order_no_unique').on(t.orderNo),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_agent_idx').on(t.agentId, t.createdAt),
    index('orders_deadline_idx').on(t.status, t.deadlineAt),
    // Counting a visitor's unpaid orders per address and per contact email (hold limits).
    index('orders_client_address_idx').on(t.clientAddress, t.status),
    index('orders_contact_email_idx').on(t.contactEmail, t.status),
    index('orders_lease_idx').on(t.status, t.leaseUntil),
    uniqueIndex('orders_short_number_unique').on(t.shortNumber),
  ],
);

export const orderTravellers = pgTable(
  'order_travellers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    travellerIndex: smallint('traveller_index').notNull(),
    passengerType: text('passenger_type').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name').notNull().default(''),
    lastName: text('last_name').notNull(),
    birthday: text('birthday').notNull(),
    gender: text('gender').notNull(),
    cardType: text('card_type').notNull(),
    cardNum: text('card_num').notNull(),
    cardExpired: text('card_expired').notNull(),
    nationality: text('nationality').notNull(),
    cardIssuePlace: text('card_issue_place').notNull(),
    frequentFlyerProgram: text('ff_program').notNull().default(''),
    frequentFlyerNumber: text('ff_number').notNull().default(''),
    knownTravellerNumber: text('known_traveller_number').notNull().default(''),
    /** One per trip once issued; reissued on exchange. */
    ticketNumbers: text('ticket_numbers').array().notNull().default([]),
  },
  (t) => [uniqueIndex('order_travellers_slot_unique').on(t.orderId, t.travellerIndex)],
);

/** Priced lines of an order: fare, tax, commission (negative), seats, services, changes. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    travellerIndex: smallint('traveller_index'),
    amountCents: integer('amount_cents').notNull(),
    /** Seat or service reference for the pickers (flightId, seat number, service id…). */
    ref: jsonb('ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

/**
 * Money in and out of an order. Card numbers are never stored: brand and last four digits only.
 * A charge (`kind` charge) is positive; a refund (`kind` refund, issue 12) is a row of its own
 * with a negative amount, linked to the charge it gives back and sent with its own idempotency
 * key. `status`: succeeded, failed, or pending (a refund decided but not yet answered).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** card, balance, checkout (a hosted checkout session) */
    method: text('method').notNull(),
    status: text('status').notNull(),
    /** charge or refund */
    kind: text('kind').notNull().default('charge'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    processorRef: text('processor_ref'),
    /** The processor idempotency key of a charge: what a refund of it names. */
    chargeKey: text('charge_key'),
    /** A refund: the charge it gives back. */
    refundOf: uuid('refund_of'),
    /** A refund: its own idempotency key at the processor (never pays out twice). */
    idempotencyKey: text('idempotency_key'),
    failureCode: text('failure_code'),
    /** When a pending refund was answered. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** A pending refund: until when its sender owns it; past it the reconciler sends it. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    uniqueIndex('payments_idempotency_key_idx').on(t.idempotencyKey),
  ],
);

/**
 * An order cancelled after payment (issue 12): the refund quote it was cancelled on and the
 * supplier step (tickets voided or refunded, the hotel told), which runs after the cancellation
 * commits and is finished by the reconciler if a crash interrupts it.
 */
export const orderCancellations = pgTable('order_cancellations', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  /** customer, or support */
  reason: text('reason').notNull(),
  quote: jsonb('quote').notNull(),
  paidCents: integer('paid_cents').notNull(),
  refundCents: integer('refund_cents').notNull(),
  /** pending, done, failed */
  supplierStatus: text('supplier_status').notNull(),
  supplierRef: text('supplier_ref'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Agent balance movements; `users.balance_cents` is the running total. */
export const balanceLedger = pgTable(
  'balance_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id').notNull(),
    orderId: uuid('order_id'),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('balance_ledger_agent_idx').on(t.agentId, t.createdAt)],
);

/**
 * Stored replies of POSTs sent with an `Idempotency-Key`: the same key and body replays the
 * reply; the same key with another body is refused. Scoped by route and caller.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still running. */
    statusCode: integer('status_code'),
    response: jsonb('response'),
    /**
     * Until when the request working under the key holds it; the live request renews it, so a
     * claim left by a process that died can be taken over within seconds.
     */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Which running request holds the claim (a random token); its writes are guarded by it. */
    owner: text('owner'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idempotency_keys_unique').on(t.scope, t.key)],
);

/** Short links for shared itineraries (`POST /api/ShortLinks`). */
export const shortLinks = pgTable('short_links', {
  code: text('code').primaryKey(),
  target: text('target').notNull(),
  data: jsonb('data'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
});
