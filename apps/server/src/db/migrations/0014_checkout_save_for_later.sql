ALTER TABLE "checkouts" ADD COLUMN "saved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "saved_user_id" uuid;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_saved_user_id_users_id_fk" FOREIGN KEY ("saved_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkouts_saved_user_idx" ON "checkouts" USING btree ("saved_user_id");