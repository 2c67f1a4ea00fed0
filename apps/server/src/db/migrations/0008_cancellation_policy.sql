-- Bookings made before cancellation charges were kept get the standard bands, with the deposit the deposit plans ask (£49 per passenger, never more than the price).
ALTER TABLE "bookings" ADD COLUMN "cancellation_policy" jsonb;--> statement-breakpoint
UPDATE "bookings" SET "cancellation_policy" = jsonb_build_object(
  'depositPence', least(4900 * greatest(1, jsonb_array_length("details"->'passengers')), "total_pence"),
  'bands', '[{"minDays":70,"percent":null},{"minDays":43,"percent":50},{"minDays":29,"percent":70},{"minDays":15,"percent":90},{"minDays":0,"percent":100}]'::jsonb
);--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "cancellation_policy" SET NOT NULL;
