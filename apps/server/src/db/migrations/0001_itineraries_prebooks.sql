CREATE TABLE "itineraries" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"request" jsonb NOT NULL,
	"start_date" date NOT NULL,
	"nights" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prebooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"itinerary_uuid" uuid NOT NULL,
	"idempotency_key" text,
	"request_hash" text NOT NULL,
	"supplier_hold_id" text NOT NULL,
	"hotel_id" integer NOT NULL,
	"total_pence" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prebooks_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "prebooks" ADD CONSTRAINT "prebooks_itinerary_uuid_itineraries_uuid_fk" FOREIGN KEY ("itinerary_uuid") REFERENCES "public"."itineraries"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prebooks_itinerary_idx" ON "prebooks" USING btree ("itinerary_uuid");