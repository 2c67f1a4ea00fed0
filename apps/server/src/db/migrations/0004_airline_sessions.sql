CREATE TABLE "airline_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"agent" text NOT NULL,
	"target" text NOT NULL,
	"booking_reference" text NOT NULL,
	"details" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"airline_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone
);
