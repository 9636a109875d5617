-- SEPA direct debits (/admin/mandatos, docs/product.md): members' mandates, the box as creditor, and each
-- month's remittance with its debits. A month is exported once (unique month) and a member is in a
-- month's remittance once (unique remittance and user), so no one is charged twice.
ALTER TABLE "sepa_mandates" ADD COLUMN "bic" text;--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD CONSTRAINT "sepa_mandates_bic" CHECK ("bic" IS NULL OR "bic" ~ '^[A-Z]{6}[A-Z2-9][A-NP-Z0-9]([A-Z0-9]{3})?$');--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD CONSTRAINT "sepa_mandates_reference" CHECK ("reference" ~ '^[A-Z0-9+?/:().,''-]{1,35}$');--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD CONSTRAINT "sepa_mandates_holder" CHECK (length("holder") between 1 and 70);--> statement-breakpoint
CREATE INDEX "sepa_mandates_user" ON "sepa_mandates" ("user_id", "id");--> statement-breakpoint
-- The box as the creditor of its direct debits: one row.
CREATE TABLE "sepa_creditor" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"creditor_id" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sepa_creditor_one" CHECK ("id" = 1),
	CONSTRAINT "sepa_creditor_iban" CHECK ("iban" ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'),
	CONSTRAINT "sepa_creditor_id" CHECK ("creditor_id" ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{4,31}$')
);--> statement-breakpoint
CREATE TABLE "sepa_remittances" (
	"id" serial PRIMARY KEY NOT NULL,
	"month" date NOT NULL,
	"message_id" text NOT NULL,
	"collection_date" date NOT NULL,
	"transactions" integer NOT NULL,
	"control_sum" numeric(12, 2) NOT NULL,
	"xml" text NOT NULL,
	"created_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sepa_remittances_month_unique" UNIQUE ("month"),
	CONSTRAINT "sepa_remittances_message_unique" UNIQUE ("message_id"),
	CONSTRAINT "sepa_remittances_month" CHECK (extract(day from "month") = 1),
	CONSTRAINT "sepa_remittances_totals" CHECK ("transactions" > 0 AND "control_sum" > 0)
);--> statement-breakpoint
-- A debit is a record of money asked for: the member and the mandate stay while it exists.
CREATE TABLE "sepa_remittance_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"remittance_id" integer NOT NULL REFERENCES "sepa_remittances"("id") ON DELETE CASCADE,
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"mandate_id" integer NOT NULL REFERENCES "sepa_mandates"("id"),
	"plan_id" integer NOT NULL REFERENCES "plans"("id"),
	"pro" boolean NOT NULL,
	"discount" numeric(10, 2) NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"sequence_type" text NOT NULL,
	"end_to_end_id" text NOT NULL,
	"holder" text NOT NULL,
	"iban" text NOT NULL,
	"reference" text NOT NULL,
	CONSTRAINT "sepa_remittance_items_once" UNIQUE ("remittance_id", "user_id"),
	CONSTRAINT "sepa_remittance_items_end_to_end" UNIQUE ("end_to_end_id"),
	CONSTRAINT "sepa_remittance_items_amount" CHECK ("amount" > 0),
	CONSTRAINT "sepa_remittance_items_sequence" CHECK ("sequence_type" IN ('FRST', 'RCUR'))
);--> statement-breakpoint
CREATE INDEX "sepa_remittance_items_mandate" ON "sepa_remittance_items" ("mandate_id", "remittance_id");
