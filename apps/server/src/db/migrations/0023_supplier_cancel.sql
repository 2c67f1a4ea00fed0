ALTER TABLE "sandbox_supplier_holds" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_supplier_holds" ADD COLUMN "released_at" timestamp with time zone;