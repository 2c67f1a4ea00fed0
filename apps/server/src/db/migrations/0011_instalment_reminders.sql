CREATE TABLE "instalment_reminders" (
	"instalment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instalment_reminders_instalment_id_kind_pk" PRIMARY KEY("instalment_id","kind")
);
--> statement-breakpoint
ALTER TABLE "instalment_reminders" ADD CONSTRAINT "instalment_reminders_instalment_id_booking_instalments_id_fk" FOREIGN KEY ("instalment_id") REFERENCES "public"."booking_instalments"("id") ON DELETE cascade ON UPDATE no action;