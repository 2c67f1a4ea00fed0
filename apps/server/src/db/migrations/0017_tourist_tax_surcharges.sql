ALTER TABLE "tourist_tax_countries" ADD COLUMN "surcharges" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tourist_tax_regions" ADD COLUMN "surcharges" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "tourist_tax_regions" SET "surcharges" = '[{"name":"VAT","percent":10}]'::jsonb WHERE "country_code" = 'ES' AND "name" IN ('Balearic Islands (Majorca, Menorca, Ibiza)', 'Barcelona city', 'Rest of Catalonia (Costa Brava, Costa Dorada, Garraf)');
