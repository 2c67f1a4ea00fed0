CREATE TABLE "sandbox_supplier_ancillaries" (
	"request_id" text PRIMARY KEY NOT NULL,
	"supplier_reference" text NOT NULL,
	"outcome" text NOT NULL,
	"total_pence" integer NOT NULL,
	"reason" text,
	"request" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_supplier_seats" (
	"flight_id" integer NOT NULL,
	"flight_date" date NOT NULL,
	"seat_number" text NOT NULL,
	"request_id" text NOT NULL,
	CONSTRAINT "sandbox_supplier_seats_flight_id_flight_date_seat_number_pk" PRIMARY KEY("flight_id","flight_date","seat_number")
);
--> statement-breakpoint
ALTER TABLE "booking_amendments" ADD COLUMN "state" text DEFAULT 'done' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_amendments" ADD COLUMN "price_pence" integer;--> statement-breakpoint
ALTER TABLE "booking_amendments" ADD COLUMN "refusal" text;