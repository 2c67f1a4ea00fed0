import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sandbox gateway's own records (it stands for another company's system: our product code
 * never reads this table, it asks the gateway). QUERY by transactionUnique reads from here.
 */
export const gatewayTransactions = pgTable(
  'gateway_transactions',
  {
    xref: text('xref').primaryKey(),
    transactionId: serial('transaction_id').notNull(),
    merchantId: text('merchant_id').notNull(),
    action: text('action').notNull(),
    transactionUnique: text('transaction_unique'),
    orderRef: text('order_ref'),
    amount: integer('amount').notNull(),
    currencyCode: text('currency_code').notNull(),
    cardLastFour: text('card_last_four'),
    state: text('state', {
      enum: ['awaiting_3ds', 'approved', 'declined', 'cancelled', 'refunded', 'failed'],
    }).notNull(),
    responseCode: integer('response_code').notNull(),
    responseMessage: text('response_message').notNull(),
    threeDSRef: text('three_ds_ref').unique(),
    /** The 3-D Secure step still owed: method (frictionless) or challenge. */
    threeDSStep: text('three_ds_step'),
    /** The xref this transaction refunds or cancels. */
    parentXref: text('parent_xref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gateway_transactions_unique_idx').on(t.merchantId, t.transactionUnique)],
);

/** Card tokens the sandbox gateway issued for its hosted fields (its records, not ours). */
export const gatewayPaymentTokens = pgTable('gateway_payment_tokens', {
  token: text('token').primaryKey(),
  cardLastFour: text('card_last_four').notNull(),
  /** The outcome the test card stands for (approved, frictionless, challenge, declined, ...). */
  outcome: text('outcome').notNull(),
  expiryMonth: integer('expiry_month').notNull(),
  expiryYear: integer('expiry_year').notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
