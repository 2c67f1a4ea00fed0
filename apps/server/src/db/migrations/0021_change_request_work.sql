CREATE TABLE "booking_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "change_request_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"change_request_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"body" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "change_request_replies_idempotency" UNIQUE("change_request_id","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "change_requests" ADD COLUMN "assigned_staff_id" uuid;--> statement-breakpoint
ALTER TABLE "change_requests" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "change_requests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_notes" ADD CONSTRAINT "booking_notes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_notes" ADD CONSTRAINT "booking_notes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_request_replies" ADD CONSTRAINT "change_request_replies_change_request_id_change_requests_id_fk" FOREIGN KEY ("change_request_id") REFERENCES "public"."change_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_request_replies" ADD CONSTRAINT "change_request_replies_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_notes_booking_idx" ON "booking_notes" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "change_request_replies_request_idx" ON "change_request_replies" USING btree ("change_request_id","created_at");--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_assigned_staff_id_staff_id_fk" FOREIGN KEY ("assigned_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "change_requests_status_idx" ON "change_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "change_requests_assigned_idx" ON "change_requests" USING btree ("assigned_staff_id","status");--> statement-breakpoint
-- The statuses the desk works with: an approved request was done (completed), a rejected one
-- declined; until now nothing changed a request after it was sent.
UPDATE "change_requests" SET "status" = 'completed' WHERE "status" = 'approved';--> statement-breakpoint
UPDATE "change_requests" SET "status" = 'declined' WHERE "status" = 'rejected';--> statement-breakpoint
UPDATE "change_requests" SET "updated_at" = "created_at";--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_status_check" CHECK ("change_requests"."status" in ('pending', 'in_progress', 'awaiting_customer', 'completed', 'declined'));