CREATE INDEX "bookings_departure_idx" ON "bookings" USING btree ("departure_date");--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bookings_status_departure_idx" ON "bookings" USING btree ("status","departure_date");--> statement-breakpoint
CREATE INDEX "bookings_email_idx" ON "bookings" USING btree (lower("details"->>'email'));--> statement-breakpoint
CREATE INDEX "bookings_phone_idx" ON "bookings" USING btree (regexp_replace("details"->'contact'->>'phone', '[^0-9]', '', 'g'));--> statement-breakpoint
CREATE INDEX "bookings_hotel_idx" ON "bookings" USING btree (lower("details"->'hotel'->>'name') text_pattern_ops);--> statement-breakpoint
CREATE INDEX "bookings_destination_idx" ON "bookings" USING btree (lower("details"->'hotel'->>'destinationName') text_pattern_ops);