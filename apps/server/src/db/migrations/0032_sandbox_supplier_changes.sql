CREATE TABLE "sandbox_supplier_changes" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"change" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_supplier_market" (
	"id" integer PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"generated" bigint DEFAULT 0 NOT NULL
);
