CREATE TABLE "holiday_price_points" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"holiday_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"price_pence" integer
);
--> statement-breakpoint
CREATE TABLE "price_watches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"holiday_id" uuid NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"state" text NOT NULL,
	"watched_price_pence" integer NOT NULL,
	"last_alert_on" date,
	"confirm_token_hash" text,
	"confirm_token_sealed" text,
	"unsubscribe_token_hash" text NOT NULL,
	"unsubscribe_token_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "price_watches_confirm_token_hash_unique" UNIQUE("confirm_token_hash"),
	CONSTRAINT "price_watches_unsubscribe_token_hash_unique" UNIQUE("unsubscribe_token_hash")
);
--> statement-breakpoint
CREATE TABLE "tracked_holidays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"hotel_id" integer NOT NULL,
	"check_in" date NOT NULL,
	"nights" integer NOT NULL,
	"type" text NOT NULL,
	"departure_airports" jsonb NOT NULL,
	"rooms" jsonb NOT NULL,
	"price_pence" integer,
	"priced_batch" bigint DEFAULT 0 NOT NULL,
	"priced_at" timestamp with time zone NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracked_holidays_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "holiday_price_points" ADD CONSTRAINT "holiday_price_points_holiday_id_tracked_holidays_id_fk" FOREIGN KEY ("holiday_id") REFERENCES "public"."tracked_holidays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_watches" ADD CONSTRAINT "price_watches_holiday_id_tracked_holidays_id_fk" FOREIGN KEY ("holiday_id") REFERENCES "public"."tracked_holidays"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_watches" ADD CONSTRAINT "price_watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "holiday_price_points_holiday_idx" ON "holiday_price_points" USING btree ("holiday_id","at");--> statement-breakpoint
CREATE INDEX "price_watches_holiday_idx" ON "price_watches" USING btree ("holiday_id");--> statement-breakpoint
CREATE INDEX "price_watches_email_idx" ON "price_watches" USING btree ("email");--> statement-breakpoint
CREATE INDEX "price_watches_user_idx" ON "price_watches" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tracked_holidays_hotel_idx" ON "tracked_holidays" USING btree ("hotel_id","check_in");