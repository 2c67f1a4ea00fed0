CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"itinerary_uuid" uuid NOT NULL,
	"checkout_id" uuid,
	"payment_id" uuid NOT NULL,
	"user_id" uuid,
	"access_key_hash" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"total_pence" integer NOT NULL,
	"paid_pence" integer NOT NULL,
	"plan_id" text NOT NULL,
	"schedule" jsonb NOT NULL,
	"details" jsonb NOT NULL,
	"airline_session_id" text,
	"supplier_status" text DEFAULT 'pending' NOT NULL,
	"supplier_reference" text,
	"departure_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "bookings_reference_unique" UNIQUE("reference"),
	CONSTRAINT "bookings_itinerary_uuid_unique" UNIQUE("itinerary_uuid")
);
--> statement-breakpoint
CREATE TABLE "gateway_payment_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"card_last_four" text NOT NULL,
	"outcome" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"used_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_transactions" (
	"xref" text PRIMARY KEY NOT NULL,
	"transaction_id" serial NOT NULL,
	"merchant_id" text NOT NULL,
	"action" text NOT NULL,
	"transaction_unique" text,
	"order_ref" text,
	"amount" integer NOT NULL,
	"currency_code" text NOT NULL,
	"card_last_four" text,
	"state" text NOT NULL,
	"response_code" integer NOT NULL,
	"response_message" text NOT NULL,
	"three_ds_ref" text,
	"three_ds_step" text,
	"parent_xref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_transactions_three_ds_ref_unique" UNIQUE("three_ds_ref")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"attachments" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"checkout_id" uuid,
	"itinerary_uuid" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"is_retry" boolean DEFAULT false NOT NULL,
	"transaction_unique" text NOT NULL,
	"order_ref" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"plan_id" text NOT NULL,
	"state" text NOT NULL,
	"xref" text,
	"response_code" integer,
	"response_message" text,
	"three_ds_ref" text,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payments_transaction_unique_unique" UNIQUE("transaction_unique")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "gateway_transactions_unique_idx" ON "gateway_transactions" USING btree ("merchant_id","transaction_unique");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payments_checkout_idx" ON "payments" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "payments_state_idx" ON "payments" USING btree ("state","updated_at");