import { sql } from 'drizzle-orm';
import { date, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
