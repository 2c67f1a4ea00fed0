CREATE TABLE "booking_payment_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"payment_type" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"remaining_pence" integer NOT NULL,
	"transaction_unique" text NOT NULL,
	"order_ref" text NOT NULL,
	"idempotency_key" text,
	"request_hash" text,
	"state" text NOT NULL,
	"xref" text,
	"response_code" integer,
	"response_message" text,
	"three_ds_ref" text,
	"booking_payment_id" uuid,
	"result" jsonb,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_payment_attempts_transaction_unique_unique" UNIQUE("transaction_unique"),
	CONSTRAINT "booking_payment_attempts_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "booking_payment_attempts" ADD CONSTRAINT "booking_payment_attempts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_payment_attempts" ADD CONSTRAINT "booking_payment_attempts_booking_payment_id_booking_payments_id_fk" FOREIGN KEY ("booking_payment_id") REFERENCES "public"."booking_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_payment_attempts_in_flight" ON "booking_payment_attempts" USING btree ("booking_id") WHERE state in ('sent', 'requires_action', 'approved');--> statement-breakpoint
CREATE INDEX "booking_payment_attempts_state_idx" ON "booking_payment_attempts" USING btree ("state","updated_at");--> statement-breakpoint
CREATE INDEX "booking_payment_attempts_three_ds_idx" ON "booking_payment_attempts" USING btree ("three_ds_ref");