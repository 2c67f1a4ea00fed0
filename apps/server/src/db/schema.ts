import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

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
  /** The validated search request (spec 1 §3 shape). */
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
    supplierHoldId: text('supplier_hold_id').notNull(),
    hotelId: integer('hotel_id').notNull(),
    totalPence: integer('total_pence').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The prebook response as sent (flight, hotel room bookings, transfer quotes). */
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('prebooks_itinerary_idx').on(t.itineraryUuid)],
);
