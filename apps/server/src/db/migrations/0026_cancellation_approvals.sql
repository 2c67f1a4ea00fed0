CREATE TABLE "booking_cancellation_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"outcome" text,
	"decline_reason" text
);
--> statement-breakpoint
ALTER TABLE "booking_cancellation_approvals" ADD CONSTRAINT "booking_cancellation_approvals_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_cancellation_approvals" ADD CONSTRAINT "booking_cancellation_approvals_requested_by_staff_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_cancellation_approvals" ADD CONSTRAINT "booking_cancellation_approvals_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_cancellation_approvals_open" ON "booking_cancellation_approvals" USING btree ("booking_id") WHERE decided_at is null;--> statement-breakpoint
CREATE INDEX "booking_cancellation_approvals_created_idx" ON "booking_cancellation_approvals" USING btree ("created_at");