CREATE TABLE "attention_resolutions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"item_key" text NOT NULL,
	"staff_id" uuid NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attention_resolutions_item" UNIQUE("kind","item_key")
);
--> statement-breakpoint
ALTER TABLE "attention_resolutions" ADD CONSTRAINT "attention_resolutions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;