CREATE TABLE "checkout_passengers" (
	"checkout_id" uuid NOT NULL,
	"idx" integer NOT NULL,
	"title" text NOT NULL,
	"gender" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"nationality" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"requires_assistance" boolean NOT NULL,
	"assistance_details" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_passengers_checkout_id_idx_pk" PRIMARY KEY("checkout_id","idx")
);
--> statement-breakpoint
CREATE TABLE "checkout_seat_holds" (
	"flight_number" text NOT NULL,
	"flight_date" date NOT NULL,
	"seat_number" text NOT NULL,
	"checkout_id" uuid NOT NULL,
	"passenger_index" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_seat_holds_flight_number_flight_date_seat_number_pk" PRIMARY KEY("flight_number","flight_date","seat_number")
);
--> statement-breakpoint
CREATE TABLE "checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"prebook_id" uuid NOT NULL,
	"itinerary_uuid" uuid NOT NULL,
	"state" text DEFAULT 'prebooked' NOT NULL,
	"selection" jsonb NOT NULL,
	"billing" jsonb,
	"billing_saved_at" timestamp with time zone,
	"user_id" uuid,
	"agreements_accepted_at" timestamp with time zone,
	"plan_id" text,
	"order_ref" text NOT NULL,
	"transaction_unique" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkouts_prebook_id_unique" UNIQUE("prebook_id"),
	CONSTRAINT "checkouts_order_ref_unique" UNIQUE("order_ref"),
	CONSTRAINT "checkouts_transaction_unique_unique" UNIQUE("transaction_unique")
);
--> statement-breakpoint
ALTER TABLE "checkout_passengers" ADD CONSTRAINT "checkout_passengers_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_seat_holds" ADD CONSTRAINT "checkout_seat_holds_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_prebook_id_prebooks_id_fk" FOREIGN KEY ("prebook_id") REFERENCES "public"."prebooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_itinerary_uuid_itineraries_uuid_fk" FOREIGN KEY ("itinerary_uuid") REFERENCES "public"."itineraries"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_seat_holds_checkout_idx" ON "checkout_seat_holds" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "checkouts_itinerary_idx" ON "checkouts" USING btree ("itinerary_uuid");--> statement-breakpoint
CREATE INDEX "checkouts_user_idx" ON "checkouts" USING btree ("user_id","billing_saved_at");