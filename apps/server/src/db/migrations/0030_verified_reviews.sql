CREATE TABLE "hotel_review_scores" (
	"hotel_id" integer PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"total" integer NOT NULL,
	"one_star" integer NOT NULL,
	"two_stars" integer NOT NULL,
	"three_stars" integer NOT NULL,
	"four_stars" integer NOT NULL,
	"five_stars" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"hotel_id" integer NOT NULL,
	"hotel_name" text NOT NULL,
	"destination" text NOT NULL,
	"reviewer_name" text NOT NULL,
	"trip_type" text NOT NULL,
	"travelled_on" date NOT NULL,
	"returned_on" date NOT NULL,
	"rating" integer NOT NULL,
	"title" text,
	"body" text,
	"personal_data" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"moderated_at" timestamp with time zone,
	"moderated_by" uuid,
	"published_at" timestamp with time zone,
	CONSTRAINT "reviews_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_state_check" CHECK ("reviews"."state" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_hotel_idx" ON "reviews" USING btree ("hotel_id","state","published_at");--> statement-breakpoint
CREATE INDEX "reviews_published_idx" ON "reviews" USING btree ("state","published_at");--> statement-breakpoint
CREATE INDEX "reviews_rating_idx" ON "reviews" USING btree ("state","rating","published_at");--> statement-breakpoint
CREATE INDEX "reviews_queue_idx" ON "reviews" USING btree ("state","updated_at");