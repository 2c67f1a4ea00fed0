CREATE TABLE "booking_instalments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"description" text NOT NULL,
	"due_date" date NOT NULL,
	"amount_pence" integer NOT NULL,
	CONSTRAINT "booking_instalments_sequence" UNIQUE("booking_id","sequence")
);
--> statement-breakpoint
CREATE TABLE "booking_payment_allocations" (
	"payment_id" uuid NOT NULL,
	"instalment_id" uuid NOT NULL,
	"amount_pence" integer NOT NULL,
	CONSTRAINT "booking_payment_allocations_payment_id_instalment_id_pk" PRIMARY KEY("payment_id","instalment_id")
);
--> statement-breakpoint
CREATE TABLE "booking_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount_pence" integer NOT NULL,
	"method" text NOT NULL,
	"gateway_xref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_instalments" ADD CONSTRAINT "booking_instalments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_payment_allocations" ADD CONSTRAINT "booking_payment_allocations_payment_id_booking_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."booking_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_payment_allocations" ADD CONSTRAINT "booking_payment_allocations_instalment_id_booking_instalments_id_fk" FOREIGN KEY ("instalment_id") REFERENCES "public"."booking_instalments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_payments_booking_idx" ON "booking_payments" USING btree ("booking_id","created_at");--> statement-breakpoint
-- Existing bookings: their schedule becomes instalment rows ('Deposit', then 'Payment n'; a single payment is 'Payment 1'), what they had paid one card payment (the one that booked them), allocated oldest instalment first.
INSERT INTO "booking_instalments" ("booking_id", "sequence", "description", "due_date", "amount_pence")
SELECT b."id", e.ordinality::int,
  CASE WHEN jsonb_array_length(b."schedule") > 1 AND e.ordinality = 1 THEN 'Deposit'
       WHEN jsonb_array_length(b."schedule") > 1 THEN 'Payment ' || (e.ordinality - 1)::text
       ELSE 'Payment 1' END,
  (e.value->>'date')::date, (e.value->>'amountPence')::int
FROM "bookings" b, jsonb_array_elements(b."schedule") WITH ORDINALITY AS e(value, ordinality);--> statement-breakpoint
INSERT INTO "booking_payments" ("id", "booking_id", "amount_pence", "method", "gateway_xref", "created_at")
SELECT gen_random_uuid(), b."id", b."paid_pence", 'card', p."xref", b."created_at"
FROM "bookings" b LEFT JOIN "payments" p ON p."id" = b."payment_id"
WHERE b."paid_pence" > 0;--> statement-breakpoint
INSERT INTO "booking_payment_allocations" ("payment_id", "instalment_id", "amount_pence")
SELECT bp."id", i."id",
  least(i."amount_pence", greatest(0, bp."amount_pence" - coalesce((
    SELECT sum(earlier."amount_pence") FROM "booking_instalments" earlier
    WHERE earlier."booking_id" = i."booking_id" AND earlier."sequence" < i."sequence"), 0)))
FROM "booking_instalments" i JOIN "booking_payments" bp ON bp."booking_id" = i."booking_id"
WHERE least(i."amount_pence", greatest(0, bp."amount_pence" - coalesce((
    SELECT sum(earlier."amount_pence") FROM "booking_instalments" earlier
    WHERE earlier."booking_id" = i."booking_id" AND earlier."sequence" < i."sequence"), 0))) > 0;--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "paid_pence";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "schedule";