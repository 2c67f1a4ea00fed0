CREATE TABLE "booking_cancellation_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"staff_id" uuid NOT NULL,
	"charge_pence" integer NOT NULL,
	"paid_pence" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_cancellation_quotes_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "booking_cancellations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"change_request_id" uuid,
	"reason" text NOT NULL,
	"band_charge_pence" integer NOT NULL,
	"waived_pence" integer DEFAULT 0 NOT NULL,
	"waive_reason" text,
	"charge_pence" integer NOT NULL,
	"paid_pence" integer NOT NULL,
	"refund_due_pence" integer NOT NULL,
	"refund_due_by" date NOT NULL,
	"state" text NOT NULL,
	"last_error" text,
	"supplier_cancelled_at" timestamp with time zone,
	"airline_cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "booking_cancellations_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "booking_cancellations_quote_id_unique" UNIQUE("quote_id")
);
--> statement-breakpoint
CREATE TABLE "booking_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cancellation_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"booking_payment_id" uuid NOT NULL,
	"sale_xref" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"state" text NOT NULL,
	"attempt" integer DEFAULT 0 NOT NULL,
	"transaction_unique" text,
	"method" text,
	"gateway_xref" text,
	"response_code" integer,
	"response_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	CONSTRAINT "booking_refunds_gateway_xref_unique" UNIQUE("gateway_xref"),
	CONSTRAINT "booking_refunds_payment" UNIQUE("cancellation_id","booking_payment_id")
);
--> statement-breakpoint
ALTER TABLE "booking_cancellation_quotes" ADD CONSTRAINT "booking_cancellation_quotes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_cancellation_quotes" ADD CONSTRAINT "booking_cancellation_quotes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_cancellations" ADD CONSTRAINT "booking_cancellations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_cancellations" ADD CONSTRAINT "booking_cancellations_quote_id_booking_cancellation_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."booking_cancellation_quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_cancellations" ADD CONSTRAINT "booking_cancellations_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_cancellations" ADD CONSTRAINT "booking_cancellations_change_request_id_change_requests_id_fk" FOREIGN KEY ("change_request_id") REFERENCES "public"."change_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD CONSTRAINT "booking_refunds_cancellation_id_booking_cancellations_id_fk" FOREIGN KEY ("cancellation_id") REFERENCES "public"."booking_cancellations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD CONSTRAINT "booking_refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD CONSTRAINT "booking_refunds_booking_payment_id_booking_payments_id_fk" FOREIGN KEY ("booking_payment_id") REFERENCES "public"."booking_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_cancellation_quotes_booking_idx" ON "booking_cancellation_quotes" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_cancellations_state_idx" ON "booking_cancellations" USING btree ("state","refund_due_by");--> statement-breakpoint
CREATE INDEX "booking_refunds_booking_idx" ON "booking_refunds" USING btree ("booking_id");