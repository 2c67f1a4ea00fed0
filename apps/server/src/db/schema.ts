import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  customType,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { changeRequestStatuses } from '@sunward/contracts/bookings';
import { STAFF_ROLES } from '@sunward/contracts/staff';
import type { TaxSurcharge } from '@sunward/contracts/tourist-tax';

/** Binary content: node-postgres answers a Buffer, PGlite a Uint8Array; both read as Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const users = pgTable('users', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  title: text('title'),
  fullName: text('full_name').notNull(),
  /** Stored lower-cased and trimmed; unique. */
  email: text('email').notNull().unique(),
  telephone: text('telephone'),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Bearer tokens: only the SHA-256 of the token is stored, so a database leak yields no sessions. */
export const authTokens = pgTable('auth_tokens', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/**
 * Password reset links: only the SHA-256 of the link's token is stored. A link works once, for
 * an hour; a newer request for the same account supersedes it (marked used).
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Used to reset the password, or superseded by a newer link. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

export const contentPages = pgTable('content_pages', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  /** Footer link label. */
  name: text('name').notNull(),
  title: text('title').notNull(),
  contentHtml: text('content_html').notNull(),
  lastUpdated: date('last_updated', { mode: 'string' }).notNull(),
  /** Footer position; null keeps a page out of the footer. */
  footerOrder: integer('footer_order'),
});

/**
 * A search, stored under its uuid so later calls (package page, alternative flights, refresh,
 * prebook) work from what the customer searched. Prices are recomputed from the engine, never
 * read back from the client.
 */
export const itineraries = pgTable('itineraries', {
  uuid: uuid('uuid').primaryKey(),
  type: text('type', { enum: ['package', 'hotelonly'] }).notNull(),
  /** The validated search request (docs/spec/1-shell-search-package.md §3 shape). */
  request: jsonb('request').notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  nights: integer('nights').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A supplier hold taken at prebook: room(s) and flight held for the customer for 30 minutes. */
export const prebooks = pgTable(
  'prebooks',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    itineraryUuid: uuid('itinerary_uuid')
      .notNull()
      .references(() => itineraries.uuid, { onDelete: 'cascade' }),
    /** Idempotency-Key of the request that created it: a repeat returns this prebook. */
    idempotencyKey: text('idempotency_key').unique(),
    /** SHA-256 of the request body, so a reused key with a different body is refused. */
    requestHash: text('request_hash').notNull(),
    /**
     * The prebook this one replaces: set only when the request carried that prebook's checkout
     * key (the same browser holding again), so nobody else's checkout is ever superseded.
     */
    replacesPrebookId: uuid('replaces_prebook_id'),
    supplierHoldId: text('supplier_hold_id').notNull(),
    hotelId: integer('hotel_id').notNull(),
    totalPence: integer('total_pence').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The prebook response as sent (flight, hotel room bookings, transfer quotes). */
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('prebooks_itinerary_idx').on(t.itineraryUuid),
    index('prebooks_replaces_idx').on(t.replacesPrebookId),
  ],
);

/**
 * The checkout of one prebook (docs/design.md §6): a forward-only state machine. A new prebook of the
 * same itinerary starts a fresh checkout, so a customer who re-holds never inherits stale extras.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    prebookId: uuid('prebook_id')
      .notNull()
      .unique()
      .references(() => prebooks.id, { onDelete: 'cascade' }),
    itineraryUuid: uuid('itinerary_uuid')
      .notNull()
      .references(() => itineraries.uuid, { onDelete: 'cascade' }),
    state: text('state', {
      enum: [
        'prebooked',
        'extras_committed',
        'passengers_saved',
        'prices_confirmed',
        'agreements_accepted',
        'plan_chosen',
        'payment_pending',
        'booked',
      ],
    })
      .notNull()
      .default('prebooked'),
    /** The validated extras, seats and transfer, with the server's prices at commit time. */
    selection: jsonb('selection').notNull(),
    /** Billing details as saved (docs/spec/2-checkout-payment.md §3 'Billing details'); null until saved. */
    billing: jsonb('billing'),
    billingSavedAt: timestamp('billing_saved_at', { withTimezone: true }),
    /** The signed-in customer who saved billing; guests leave it null. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    agreementsAcceptedAt: timestamp('agreements_accepted_at', { withTimezone: true }),
    planId: text('plan_id'),
    /** Save for later: when the customer saved this checkout to finish while its hold lasts. */
    savedAt: timestamp('saved_at', { withTimezone: true }),
    /** The account it was saved to: at saving when signed in, else at the next sign-in. */
    savedUserId: uuid('saved_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Stable payment references for this checkout (Cardstream orderRef / transactionUnique). */
    orderRef: text('order_ref').notNull().unique(),
    transactionUnique: text('transaction_unique').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('checkouts_itinerary_idx').on(t.itineraryUuid),
    index('checkouts_user_idx').on(t.userId, t.billingSavedAt),
    index('checkouts_saved_user_idx').on(t.savedUserId),
  ],
);

/** One row per passenger of a checkout, saved one at a time (upsert by index). */
export const checkoutPassengers = pgTable(
  'checkout_passengers',
  {
    checkoutId: uuid('checkout_id')
      .notNull()
      .references(() => checkouts.id, { onDelete: 'cascade' }),
    /** 0-based; the first num_adults are adults, the rest children. */
    idx: integer('idx').notNull(),
    title: text('title').notNull(),
    gender: text('gender').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    nationality: text('nationality').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    requiresAssistance: boolean('requires_assistance').notNull(),
    assistanceDetails: text('assistance_details').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.checkoutId, t.idx] })],
);

/**
 * Seats held by checkouts until their prebook expires. The primary key is what stops two
 * customers taking the same seat: a second insert of a live seat conflicts; an expired hold is
 * deleted before the insert, so the seat is free again once its checkout's hold runs out.
 */
export const checkoutSeatHolds = pgTable(
  'checkout_seat_holds',
  {
    flightNumber: text('flight_number').notNull(),
    flightDate: date('flight_date', { mode: 'string' }).notNull(),
    seatNumber: text('seat_number').notNull(),
    checkoutId: uuid('checkout_id')
      .notNull()
      .references(() => checkouts.id, { onDelete: 'cascade' }),
    passengerIndex: integer('passenger_index').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.flightNumber, t.flightDate, t.seatNumber] }),
    index('checkout_seat_holds_checkout_idx').on(t.checkoutId),
  ],
);

/** A checkout payment's states (their transitions: modules/payments/attempt-states.ts). */
export const checkoutPaymentStates = [
  /** Written with the checkout's claim, before anything reaches the gateway. */
  'pending',
  /** The SALE (or its 3-D Secure continuation) is with the gateway. */
  'sent',
  /** The shopper's bank asked for 3-D Secure: the browser is at the gateway's page. */
  'requires_action',
  /** The gateway approved: the booking is being written. */
  'approved',
  /** The approval became the booking (final). */
  'booked',
  /** The approval cannot become a booking: it is being voided or refunded at the gateway. */
  'reversing',
  'declined',
  'failed',
  'voided',
  'refunded',
] as const;

/** A payment towards a booking's states (transitions: modules/payments/attempt-states.ts). */
export const bookingPaymentStates = [
  /** 'Proceed to Payment' opened a session for an amount against the balance shown. */
  'open',
  'sent',
  'requires_action',
  'approved',
  /** The approval is the booking's payment, allocated to its instalments (final). */
  'paid',
  /** The booking no longer owes the amount: the approval is being voided or refunded. */
  'reversing',
  'declined',
  'failed',
  'voided',
  'refunded',
] as const;

/**
 * One card payment attempt of a checkout (docs/design.md §4 idempotency, §6 state machine):
 * pending → sent (SALE on its way to the gateway) → requires_action (3-D Secure) → approved →
 * booked, or declined / failed; an approval that could not become a booking ends voided or
 * refunded at the gateway. The row is written before the gateway is called, so a
 * crash after the gateway's approval leaves a `sent` row that start-up reconciliation settles by
 * querying the gateway with its transactionUnique. Financial records outlive the checkout.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    checkoutId: uuid('checkout_id').references(() => checkouts.id, { onDelete: 'set null' }),
    itineraryUuid: uuid('itinerary_uuid').notNull(),
    /** The client's Idempotency-Key: a repeat returns this attempt's answer, never a second SALE. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** SHA-256 of the request, so a reused key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    isRetry: boolean('is_retry').notNull().default(false),
    transactionUnique: text('transaction_unique').notNull().unique(),
    orderRef: text('order_ref').notNull(),
    amountPence: integer('amount_pence').notNull(),
    planId: text('plan_id').notNull(),
    state: text('state', { enum: checkoutPaymentStates }).notNull(),
    xref: text('xref'),
    responseCode: integer('response_code'),
    responseMessage: text('response_message'),
    threeDSRef: text('three_ds_ref'),
    /** The answer given to the client for this attempt, replayed for a repeated key. */
    result: jsonb('result'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_checkout_idx').on(t.checkoutId),
    index('payments_state_idx').on(t.state, t.updatedAt),
  ],
);

/**
 * A confirmed (or airline-pending) booking: created in the same transaction that records its
 * approved payment. It keeps a snapshot of everything the confirmation shows, so it survives the
 * itinerary and checkout it came from.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** Two letters then six digits (docs/spec/2-checkout-payment.md), unique. */
    reference: text('reference').notNull().unique(),
    itineraryUuid: uuid('itinerary_uuid').notNull().unique(),
    checkoutId: uuid('checkout_id').references(() => checkouts.id, { onDelete: 'set null' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 of the checkout key: the guest browser that booked may read its booking. */
    accessKeyHash: text('access_key_hash').notNull(),
    type: text('type', { enum: ['package', 'hotelonly'] }).notNull(),
    status: text('status', { enum: ['awaiting_airline', 'confirmed', 'cancelled'] }).notNull(),
    totalPence: integer('total_pence').notNull(),
    planId: text('plan_id').notNull(),
    /** What the confirmation shows: hotel, flights, passengers, extras, transfer, billing. */
    details: jsonb('details').notNull(),
    airlineSessionId: text('airline_session_id'),
    /** The supplier's booking of the held rooms and flights (after payment): booked or failed. */
    supplierStatus: text('supplier_status', {
      enum: ['pending', 'booked', 'failed', 'cancelled'],
    })
      .notNull()
      .default('pending'),
    supplierReference: text('supplier_reference'),
    departureDate: date('departure_date', { mode: 'string' }).notNull(),
    /**
     * The lead passenger's surname as a guest lookup compares it: lower case, without accents,
     * spaces, hyphens or apostrophes (lib/names.ts). Filled at start-up for older bookings.
     */
    leadSurnameKey: text('lead_surname_key'),
    /** What cancelling costs by days before departure, as agreed when it was booked. */
    cancellationPolicy: jsonb('cancellation_policy').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    index('bookings_user_idx').on(t.userId, t.createdAt),
    index('bookings_lookup_idx').on(t.leadSurnameKey, t.departureDate),
    // The back office's booking search: by departure (and status), by the e-mail and telephone
    // the booking was made with, and by the start of the hotel's or the destination's name.
    index('bookings_departure_idx').on(t.departureDate),
    index('bookings_created_idx').on(t.createdAt),
    index('bookings_status_departure_idx').on(t.status, t.departureDate),
    index('bookings_email_idx').on(sql`lower(${t.details}->>'email')`),
    index('bookings_phone_idx').on(
      sql`regexp_replace(${t.details}->'contact'->>'phone', '[^0-9]', '', 'g')`,
    ),
    index('bookings_hotel_idx').on(sql`lower(${t.details}->'hotel'->>'name') text_pattern_ops`),
    index('bookings_destination_idx').on(
      sql`lower(${t.details}->'hotel'->>'destinationName') text_pattern_ops`,
    ),
  ],
);

/**
 * A booking's instalments, as its payment plan set them when it was booked: 'Deposit' then
 * 'Payment n', or the one payment in full. What each has had paid is its allocations' sum.
 */
export const bookingInstalments = pgTable(
  'booking_instalments',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    description: text('description').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amountPence: integer('amount_pence').notNull(),
  },
  (t) => [unique('booking_instalments_sequence').on(t.bookingId, t.sequence)],
);

/**
 * Money a booking has received: the payment that booked it, then each later one. The booking's
 * paid and remaining figures are sums of these, never stored twice.
 */
export const bookingPayments = pgTable(
  'booking_payments',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    amountPence: integer('amount_pence').notNull(),
    method: text('method', { enum: ['card', 'bank_transfer', 'paypal'] }).notNull(),
    /** The gateway's transaction (xref) that took it: a charge is recorded once, ever. */
    gatewayXref: text('gateway_xref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('booking_payments_booking_idx').on(t.bookingId, t.createdAt),
    uniqueIndex('booking_payments_gateway_xref_idx').on(t.gatewayXref),
  ],
);

/**
 * The reminders sent about an instalment: 14 and 3 days before it falls due, and the overdue
 * notice the day after. One row per instalment and kind, so each is sent once, whichever process
 * finds it due.
 */
export const instalmentReminders = pgTable(
  'instalment_reminders',
  {
    instalmentId: uuid('instalment_id')
      .notNull()
      .references(() => bookingInstalments.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['due-14', 'due-3', 'overdue'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.instalmentId, t.kind] })],
);

/** Which instalments a payment settled, and how much of each: oldest unpaid first. */
export const bookingPaymentAllocations = pgTable(
  'booking_payment_allocations',
  {
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => bookingPayments.id, { onDelete: 'cascade' }),
    instalmentId: uuid('instalment_id')
      .notNull()
      .references(() => bookingInstalments.id, { onDelete: 'cascade' }),
    amountPence: integer('amount_pence').notNull(),
  },
  (t) => [primaryKey({ columns: [t.paymentId, t.instalmentId] })],
);

/**
 * A payment towards a booking after checkout (the payment tab): opened for an amount against the
 * balance the customer was shown, then charged at most once at the gateway (its own
 * transactionUnique). While one is at the gateway no other may be (the partial unique index), so
 * two tabs never charge twice; reconciliation settles any left unsettled from the gateway's record.
 */
export const bookingPaymentAttempts = pgTable(
  'booking_payment_attempts',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    paymentType: text('payment_type', {
      enum: ['next_installment', 'remaining_balance', 'custom'],
    }).notNull(),
    amountPence: integer('amount_pence').notNull(),
    /** The remaining balance when it was opened: paying is refused if it has changed since. */
    remainingPence: integer('remaining_pence').notNull(),
    transactionUnique: text('transaction_unique').notNull().unique(),
    orderRef: text('order_ref').notNull(),
    /** The client's Idempotency-Key of the one charge, and the SHA-256 of what it sent. */
    idempotencyKey: text('idempotency_key').unique(),
    requestHash: text('request_hash'),
    state: text('state', { enum: bookingPaymentStates }).notNull(),
    xref: text('xref'),
    responseCode: integer('response_code'),
    responseMessage: text('response_message'),
    threeDSRef: text('three_ds_ref'),
    /** The booking payment this became, once approved and recorded. */
    bookingPaymentId: uuid('booking_payment_id').references(() => bookingPayments.id),
    /** The answer given for the charge, replayed to a repeated request. */
    result: jsonb('result'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('booking_payment_attempts_in_flight')
      .on(t.bookingId)
      .where(sql`state in ('sent', 'requires_action', 'approved')`),
    index('booking_payment_attempts_state_idx').on(t.state, t.updatedAt),
    index('booking_payment_attempts_three_ds_idx').on(t.threeDSRef),
  ],
);

/**
 * What a guest lookup grants: that browser may read one booking (and its documents) until the
 * grant expires. Only the SHA-256 of the grant's token is stored.
 */
export const bookingGrants = pgTable(
  'booking_grants',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('booking_grants_expiry_idx').on(t.expiresAt)],
);

/**
 * A customer's request to change a booking (answered by the team within 24 hours). Its
 * idempotency key makes a repeated submission return the first request.
 */
export const changeRequests = pgTable(
  'change_requests',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    type: text('type').notNull(),
    urgency: text('urgency').notNull(),
    description: text('description').notNull(),
    contactMethod: text('contact_method').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone'),
    /** Where the team's work on it stands (modules/bookings/change-request-work.ts). */
    status: text('status', { enum: changeRequestStatuses }).notNull().default('pending'),
    /** The member of staff working on it; null while nobody has taken it. */
    assignedStaffId: uuid('assigned_staff_id').references(() => staff.id),
    /** Why it was declined, as the customer reads it; null unless declined. */
    declineReason: text('decline_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Its last change by staff (taken, answered, moved on): the desk's last activity. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('change_requests_booking_idx').on(t.bookingId, t.createdAt),
    unique('change_requests_idempotency').on(t.bookingId, t.idempotencyKey),
    // The desk's queue: by status oldest first, and each member's own requests.
    index('change_requests_status_idx').on(t.status, t.createdAt),
    index('change_requests_assigned_idx').on(t.assignedStaffId, t.status),
    check(
      'change_requests_status_check',
      sql`${t.status} in (${sql.raw(changeRequestStatuses.map((s) => `'${s}'`).join(', '))})`,
    ),
  ],
);

/**
 * A reply from the team to a change request: e-mailed to the request's contact address (a job
 * written with it) and shown to the customer signed by the team, never by the member of staff.
 * Its idempotency key makes a repeated send store (and e-mail) it once.
 */
export const changeRequestReplies = pgTable(
  'change_request_replies',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    changeRequestId: uuid('change_request_id')
      .notNull()
      .references(() => changeRequests.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    body: text('body').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('change_request_replies_idempotency').on(t.changeRequestId, t.idempotencyKey),
    index('change_request_replies_request_idx').on(t.changeRequestId, t.createdAt),
  ],
);

/** A file sent with a change request (PDF, PNG or JPEG, up to 5 MB), kept with it. */
export const changeRequestAttachments = pgTable('change_request_attachments', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  changeRequestId: uuid('change_request_id')
    .notNull()
    .references(() => changeRequests.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  content: bytea('content').notNull(),
});

/** A member of staff's note on a booking, for the team only (never shown to the customer). */
export const bookingNotes = pgTable(
  'booking_notes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_notes_booking_idx').on(t.bookingId, t.createdAt)],
);

/**
 * A cancellation quote given to a member of staff: what cancelling the booking costs now and what
 * would be refunded, valid for a few minutes. Confirming the cancellation spends it (once), so the
 * money confirmed is the money shown. Only the SHA-256 of its token is kept.
 */
export const bookingCancellationQuotes = pgTable(
  'booking_cancellation_quotes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    /** The booking's own band charge on the day of the quote. */
    chargePence: integer('charge_pence').notNull(),
    /** What the booking had received when quoted: confirming is refused if it has changed. */
    paidPence: integer('paid_pence').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_cancellation_quotes_booking_idx').on(t.bookingId, t.createdAt)],
);

export const bookingCancellationStates = ['refunding', 'refund_pending', 'refunded'] as const;

/**
 * A booking's cancellation (one at most): the charge kept, any part of the band charge waived
 * (with the reason), the refund due and by when (14 days, Package Travel Regulations 2018), and
 * where its refunds stand: being sent, pending after a refusal (retried), or all refunded.
 */
export const bookingCancellations = pgTable(
  'booking_cancellations',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    quoteId: uuid('quote_id')
      .notNull()
      .unique()
      .references(() => bookingCancellationQuotes.id),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    /** The customer's request it answers, when it came from one. */
    changeRequestId: uuid('change_request_id').references(() => changeRequests.id),
    reason: text('reason').notNull(),
    bandChargePence: integer('band_charge_pence').notNull(),
    waivedPence: integer('waived_pence').notNull().default(0),
    waiveReason: text('waive_reason'),
    chargePence: integer('charge_pence').notNull(),
    paidPence: integer('paid_pence').notNull(),
    refundDuePence: integer('refund_due_pence').notNull(),
    refundDueBy: date('refund_due_by', { mode: 'string' }).notNull(),
    state: text('state', { enum: bookingCancellationStates }).notNull(),
    /** Why the last refund attempt did not go through (while refund_pending). */
    lastError: text('last_error'),
    supplierCancelledAt: timestamp('supplier_cancelled_at', { withTimezone: true }),
    airlineCancelledAt: timestamp('airline_cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [index('booking_cancellations_state_idx').on(t.state, t.refundDueBy)],
);

/**
 * An agent's request that a supervisor cancel a booking (open until a supervisor cancels the
 * booking or declines it with a reason): one open request per booking.
 */
export const bookingCancellationApprovals = pgTable(
  'booking_cancellation_approvals',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => staff.id),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => staff.id),
    outcome: text('outcome', { enum: ['cancelled', 'declined'] }),
    declineReason: text('decline_reason'),
  },
  (t) => [
    uniqueIndex('booking_cancellation_approvals_open')
      .on(t.bookingId)
      .where(sql`decided_at is null`),
    index('booking_cancellation_approvals_created_idx').on(t.createdAt),
  ],
);

export const bookingRefundStates = ['pending', 'sent', 'approved', 'declined'] as const;

/**
 * Money given back against one card payment of a cancelled booking: a VOID of the whole SALE
 * while the gateway has not settled it, else a REFUND (partial where the SALE is larger than what
 * is left to refund). Each try has its own transactionUnique (`id`-`attempt`), so a retry after a
 * lost answer asks the gateway what became of it instead of refunding twice.
 */
export const bookingRefunds = pgTable(
  'booking_refunds',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    cancellationId: uuid('cancellation_id')
      .notNull()
      .references(() => bookingCancellations.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    bookingPaymentId: uuid('booking_payment_id')
      .notNull()
      .references(() => bookingPayments.id),
    /** The SALE's xref at the gateway. */
    saleXref: text('sale_xref').notNull(),
    amountPence: integer('amount_pence').notNull(),
    state: text('state', { enum: bookingRefundStates }).notNull(),
    attempt: integer('attempt').notNull().default(0),
    transactionUnique: text('transaction_unique'),
    /** How the gateway gave it back, once approved. */
    method: text('method', { enum: ['void', 'refund'] }),
    /** The refund's (or void's) own xref at the gateway. */
    gatewayXref: text('gateway_xref').unique(),
    responseCode: integer('response_code'),
    responseMessage: text('response_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (t) => [
    unique('booking_refunds_payment').on(t.cancellationId, t.bookingPaymentId),
    index('booking_refunds_booking_idx').on(t.bookingId),
  ],
);

/**
 * A change staff made to a booking after it was booked (a passenger's name or date of birth
 * corrected), with what it was and what it became: the booking's history of amendments.
 */
export const bookingAmendments = pgTable(
  'booking_amendments',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    kind: text('kind', { enum: ['passenger_correction', 'extras'] }).notNull(),
    /**
     * A correction is done when written. Extras are `requested` until the supplier answers:
     * `added` (the price is then owed as an instalment) or `refused` (nothing owed).
     */
    state: text('state', { enum: ['done', 'requested', 'added', 'refused'] })
      .notNull()
      .default('done'),
    /** What the extras cost, as quoted and owed once added (null for a correction). */
    pricePence: integer('price_pence'),
    /** The supplier's words when it refused the extras. */
    refusal: text('refusal'),
    reason: text('reason').notNull(),
    before: jsonb('before').notNull(),
    after: jsonb('after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_amendments_booking_idx').on(t.bookingId, t.createdAt)],
);

/** Every message the product sends, recorded before delivery (the outbox that /dev/mail shows). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** What the message is about (e.g. one booking's confirmation): it is recorded once. */
    dedupeKey: text('dedupe_key').unique(),
    /** When the SMTP server accepted it; null while only recorded (or with no SMTP_URL). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** [{ filename, contentType }]: attachments are listed, their bytes are regenerated on demand. */
    attachments: jsonb('attachments').notNull(),
    /** Extra headers sent with it (e.g. List-Unsubscribe), or null. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);

/**
 * Work that must follow a commit (supplier booking, e-mails, airline session), written in the
 * same transaction as the change it follows. The job queue (pg-boss) takes each row under the
 * row's id, so relaying a row twice queues it once; the row is deleted once it is queued.
 */
export const jobOutbox = pgTable(
  'job_outbox',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    queue: text('queue').notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_outbox_created_idx').on(t.createdAt)],
);

/**
 * The lease a process holds on each durable job it is running, renewed every few seconds while
 * the job runs. A lease not renewed for its length means the process died: any process hands the
 * job back to the queue (jobs/queue.ts). When the handler ends the lease is marked `ended` and
 * kept for one more length, so the moments between the handler's end and the queue recording
 * the job done are still covered; an ended lease is then deleted, never handed back. `token` is
 * this run's, so a late renewal or release of an earlier run never touches a later run's lease.
 */
export const jobLeases = pgTable(
  'job_leases',
  {
    jobId: uuid('job_id').primaryKey(),
    queue: text('queue').notNull(),
    token: text('token').notNull(),
    renewedAt: timestamp('renewed_at', { withTimezone: true }).notNull(),
    ended: boolean('ended').notNull().default(false),
  },
  (t) => [index('job_leases_renewed_idx').on(t.renewedAt)],
);

/**
 * A country the catalogue sells, as the tourist-tax page lists it. What it charges is in its dated
 * rule versions (tourist_tax_versions): the country's own rule covers the places no region names.
 */
export const touristTaxCountries = pgTable('tourist_tax_countries', {
  /** ISO 3166-1 alpha-2, as the catalogue's countries. */
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  flag: text('flag').notNull(),
  description: text('description').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/**
 * A region, town or group of towns with its own tourist tax rule; `places` are the catalogue
 * resort or region names it covers (a resort's name is matched before its region's).
 */
export const touristTaxRegions = pgTable(
  'tourist_tax_regions',
  {
    id: serial('id').primaryKey(),
    countryCode: text('country_code')
      .notNull()
      .references(() => touristTaxCountries.code, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    places: text('places').array().notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [unique('tourist_tax_regions_name').on(t.countryCode, t.name)],
);

/**
 * A dated version of one place's tourist tax rule: the country's own (region_id null: the places
 * none of its regions names) or a region's. A version is never changed: a new rate, a correction
 * or a re-check against the source is a new version. On a date, the versions of a place whose
 * [valid_from, valid_to] covers it (null bounds: open) apply, and of those the one with the latest
 * valid_from, then the latest id, is in force. Amounts are hundredths: of the currency unit for
 * the money types, of a percent for 'percentage'. A version not `confirmed` by a source is shown
 * as "rate not confirmed" and left out of estimates.
 */
export const touristTaxVersions = pgTable(
  'tourist_tax_versions',
  {
    id: serial('id').primaryKey(),
    countryCode: text('country_code')
      .notNull()
      .references(() => touristTaxCountries.code, { onDelete: 'cascade' }),
    regionId: integer('region_id').references(() => touristTaxRegions.id, {
      onDelete: 'cascade',
    }),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    confirmed: boolean('confirmed').notNull(),
    /** percentage | per_person_per_night | per_room_per_night | per_person_per_stay | none */
    taxType: text('tax_type').notNull(),
    /** ISO 4217. */
    currency: text('currency').notNull().default('EUR'),
    exemptUnderAge: integer('exempt_under_age'),
    reducedUnderAge: integer('reduced_under_age'),
    reducedAgePercent: integer('reduced_age_percent'),
    maxNights: integer('max_nights'),
    reducedFromNight: integer('reduced_from_night'),
    reducedFromNightPercent: integer('reduced_from_night_percent'),
    /** False where the tax is already inside the room price the customer pays us. */
    collectedAtHotel: boolean('collected_at_hotel').notNull().default(true),
    /** Percentages added on top of the tax, in order (a surcharge on the base rate, then VAT). */
    surcharges: jsonb('surcharges').$type<TaxSurcharge[]>().notNull().default([]),
    exemptions: text('exemptions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    notes: text('notes'),
    sourceUrl: text('source_url').notNull(),
    sourcePublisher: text('source_publisher').notNull(),
    /** The date the source carries; null when it carries none. */
    sourceDate: date('source_date', { mode: 'string' }),
    /** When we last checked the rule against the source. */
    lastChecked: date('last_checked', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The member of staff who added it; null for the versions a migration shipped. */
    createdBy: uuid('created_by'),
  },
  (t) => [
    index('tourist_tax_versions_place_idx').on(t.countryCode, t.regionId),
    check(
      'tourist_tax_versions_dates_check',
      sql`${t.validFrom} is null or ${t.validTo} is null or ${t.validTo} >= ${t.validFrom}`,
    ),
  ],
);

/**
 * A version's amount for a band of star ratings and a season (null bounds: any). A season runs
 * from `season_from` to `season_to` ('MM-DD', inclusive), wrapping over the new year when
 * `season_from` is later. A null amount is a band no source confirms.
 */
export const touristTaxBands = pgTable(
  'tourist_tax_bands',
  {
    id: serial('id').primaryKey(),
    versionId: integer('version_id')
      .notNull()
      .references(() => touristTaxVersions.id, { onDelete: 'cascade' }),
    minStars: integer('min_stars'),
    maxStars: integer('max_stars'),
    seasonFrom: text('season_from'),
    seasonTo: text('season_to'),
    amount: integer('amount'),
  },
  (t) => [index('tourist_tax_bands_version_idx').on(t.versionId)],
);

/**
 * The back office's staff: their own accounts, never the customers' table or tokens. A member of
 * staff is deactivated, never deleted (the audit trail names them). Two-factor sign-in is
 * mandatory: the TOTP secret is set up on the first sign-in.
 */
export const staff = pgTable(
  'staff',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    fullName: text('full_name').notNull(),
    /** Stored lower-cased and trimmed; unique. */
    email: text('email').notNull().unique(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    active: boolean('active').notNull().default(true),
    passwordHash: text('password_hash').notNull(),
    /** The TOTP secret (160 bits), sealed (lib/secret-box.ts); null until it is set up. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last TOTP time step accepted: a code of that step or an earlier one works no more. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('staff_role_check', sql`${t.role} in ('agent', 'supervisor', 'admin')`)],
);

/** One-time recovery codes for two-factor sign-in: only the SHA-256 of each is stored. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_recovery_codes_staff_idx').on(t.staffId)],
);

/**
 * Staff sessions: only the SHA-256 of the token is stored. A session of the password step alone
 * (`second_factor_at` null) lasts 5 minutes and opens only the two-factor step; a full one ends at
 * `expires_at` (12 hours after sign-in), after 30 idle minutes (`last_seen_at`), or when revoked.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the second factor was given; null for the password step alone. */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * What staff did: appended in the same transaction as the change it records, never changed or
 * removed (the database refuses UPDATE and DELETE on it). `staff_id` is null for a failed sign-in
 * with an e-mail that is not staff's.
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    staffId: uuid('staff_id').references(() => staff.id),
    staffRole: text('staff_role'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
    address: text('address'),
  },
  (t) => [
    index('staff_audit_target_idx').on(t.targetType, t.targetId, t.at),
    index('staff_audit_staff_idx').on(t.staffId, t.at),
  ],
);

/**
 * Failed work a member of staff dealt with by hand ("Needs attention", modules/staff/attention.ts):
 * the kind of item and its key (a job's, booking's, cancellation's, payment attempt's or e-mail's
 * id), who resolved it and how. A resolved item leaves the queue; written with its audit row.
 */
export const attentionResolutions = pgTable(
  'attention_resolutions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    kind: text('kind').notNull(),
    itemKey: text('item_key').notNull(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    note: text('note').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('attention_resolutions_item').on(t.kind, t.itemKey)],
);

/**
 * A customer's review of a holiday, written from their own booking once they were back home (one
 * per booking). Shown only once staff approved it; a change by the customer (for 7 days after
 * writing it) raises its version and sends it back to moderation. The writer is kept as first
 * name and initial only; the words as written, with the personal data found in them.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    hotelId: integer('hotel_id').notNull(),
    hotelName: text('hotel_name').notNull(),
    destination: text('destination').notNull(),
    /** 'Amelia H.': first name and the initial of the surname. */
    reviewerName: text('reviewer_name').notNull(),
    /** e.g. 'Family holiday', from the party booked. */
    tripType: text('trip_type').notNull(),
    /** The stay: check-in (the month travelled) and check-out (reviews open the day after). */
    travelledOn: date('travelled_on', { mode: 'string' }).notNull(),
    returnedOn: date('returned_on', { mode: 'string' }).notNull(),
    rating: integer('rating').notNull(),
    title: text('title'),
    body: text('body'),
    /** Phone numbers, e-mail addresses and postcodes found in the title and text. */
    personalData: jsonb('personal_data').notNull().default([]),
    state: text('state', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    version: integer('version').notNull().default(1),
    rejectionReason: text('rejection_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Its last change by the customer. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    /** Who decided last: a member of staff, or null for the system (the demo seed). */
    moderatedBy: uuid('moderated_by'),
    /** When it was last published. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    // A hotel's published reviews, newest first (the package page), and each hotel's score.
    index('reviews_hotel_idx').on(t.hotelId, t.state, t.publishedAt),
    // Every published review, newest first (/reviews), by rating (filters, testimonials).
    index('reviews_published_idx').on(t.state, t.publishedAt),
    index('reviews_rating_idx').on(t.state, t.rating, t.publishedAt),
    // The moderation queue: waiting ones, oldest change first.
    index('reviews_queue_idx').on(t.state, t.updatedAt),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_state_check', sql`${t.state} in ('pending', 'approved', 'rejected')`),
  ],
);

/**
 * Each hotel's score from its approved reviews: recomputed from them in the transaction of every
 * decision and change that moves a review into or out of `approved`.
 */
export const hotelReviewScores = pgTable('hotel_review_scores', {
  hotelId: integer('hotel_id').primaryKey(),
  count: integer('count').notNull(),
  /** The sum of the approved reviews' stars. */
  total: integer('total').notNull(),
  oneStar: integer('one_star').notNull(),
  twoStars: integer('two_stars').notNull(),
  threeStars: integer('three_stars').notNull(),
  fourStars: integer('four_stars').notNull(),
  fiveStars: integer('five_stars').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The supplier's change feed as this product has taken it in: one row, the feed's cursor after
 * the last stored batch and the lease of the one process that reads the feed (`holder` until
 * `lease_until`; another process takes the lease over once it has lapsed).
 */
export const supplierFeed = pgTable('supplier_feed', {
  id: integer('id').primaryKey(),
  cursor: text('cursor'),
  holder: text('holder'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  /** When the ingester last asked the supplier (whether or not anything had changed). */
  polledAt: timestamp('polled_at', { withTimezone: true }),
  /** Changes the supplier said were still waiting after the last page. */
  more: boolean('more').notNull().default(false),
});

/**
 * Each page of supplier changes stored in order (`id`), read by every server process from its own
 * position: a restart or a new process replays them onto the bulk sheets, so it starts from the
 * latest prices, and a process that missed an announcement catches up by id.
 */
export const supplierChangeBatches = pgTable('supplier_change_batches', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  changeCount: integer('change_count').notNull(),
  /** The `SupplierChange`s of the page, oldest first. */
  changes: jsonb('changes').notNull(),
  /** The supplier's cursor after this batch. */
  cursor: text('cursor').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A holiday whose price is followed over time: a hotel, check-in and nights, the party's rooms and
 * (packages) the departure airports. Followed while someone looked at it in the last 30 days or
 * watches it, re-priced after every supplier change batch that touches its hotel or its flights.
 */
export const trackedHolidays = pgTable(
  'tracked_holidays',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** The holiday's identity (hotel, dates, type, airports, rooms) as one text: unique. */
    key: text('key').notNull().unique(),
    hotelId: integer('hotel_id').notNull(),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    nights: integer('nights').notNull(),
    type: text('type', { enum: ['package', 'hotelonly'] }).notNull(),
    departureAirports: jsonb('departure_airports').$type<string[]>().notNull(),
    rooms: jsonb('rooms')
      .$type<{ adults: number; children: number; infants: number; child_ages: number[] }[]>()
      .notNull(),
    /** The price last seen (null = not available then). */
    pricePence: integer('price_pence'),
    /** The supplier change batch that price was seen at: an older one never overwrites it. */
    pricedBatch: bigint('priced_batch', { mode: 'number' }).notNull().default(0),
    pricedAt: timestamp('priced_at', { withTimezone: true }).notNull(),
    /** When a customer last looked at it (its package page). */
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tracked_holidays_hotel_idx').on(t.hotelId, t.checkIn)],
);

/** A tracked holiday's price over time: one row per change of it, not per look. */
export const holidayPricePoints = pgTable(
  'holiday_price_points',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    holidayId: uuid('holiday_id')
      .notNull()
      .references(() => trackedHolidays.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Null: not available from then. */
    pricePence: integer('price_pence'),
  },
  (t) => [index('holiday_price_points_holiday_idx').on(t.holidayId, t.at)],
);

/**
 * A customer watching a holiday's price: e-mailed when it drops by 5 % or £25 from the price last
 * told (at most once a London day), until they unsubscribe or the holiday departs. A guest's watch
 * starts `pending` until the e-mailed link is followed (double opt-in). Tokens are stored as their
 * SHA-256 (to find them) and sealed (so a retried e-mail carries the same link).
 */
export const priceWatches = pgTable(
  'price_watches',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    holidayId: uuid('holiday_id')
      .notNull()
      .references(() => trackedHolidays.id),
    userId: uuid('user_id').references(() => users.id),
    /** Lower-cased and trimmed. */
    email: text('email').notNull(),
    state: text('state', { enum: ['pending', 'watching', 'unsubscribed', 'expired'] }).notNull(),
    /** The price when the watch began or the last alert told it. */
    watchedPricePence: integer('watched_price_pence').notNull(),
    /** The London day of the last alert. */
    lastAlertOn: date('last_alert_on', { mode: 'string' }),
    confirmTokenHash: text('confirm_token_hash').unique(),
    confirmTokenSealed: text('confirm_token_sealed'),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull().unique(),
    unsubscribeTokenSealed: text('unsubscribe_token_sealed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('price_watches_holiday_idx').on(t.holidayId),
    index('price_watches_email_idx').on(t.email),
    index('price_watches_user_idx').on(t.userId),
  ],
);
