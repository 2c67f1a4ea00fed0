CREATE TABLE "job_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"queue" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_supplier_holds" (
	"hold_id" text PRIMARY KEY NOT NULL,
	"total_pence" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"supplier_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"booked_at" timestamp with time zone,
	CONSTRAINT "sandbox_supplier_holds_supplier_reference_unique" UNIQUE("supplier_reference")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prebooks" ADD COLUMN "replaces_prebook_id" uuid;--> statement-breakpoint
CREATE INDEX "job_outbox_created_idx" ON "job_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "prebooks_replaces_idx" ON "prebooks" USING btree ("replaces_prebook_id");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_dedupe_key_unique" UNIQUE("dedupe_key");