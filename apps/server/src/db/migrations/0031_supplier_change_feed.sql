CREATE TABLE "supplier_change_batches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"change_count" integer NOT NULL,
	"changes" jsonb NOT NULL,
	"cursor" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_feed" (
	"id" integer PRIMARY KEY NOT NULL,
	"cursor" text,
	"holder" text,
	"lease_until" timestamp with time zone,
	"polled_at" timestamp with time zone,
	"more" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
INSERT INTO "supplier_feed" ("id") VALUES (1) ON CONFLICT DO NOTHING;