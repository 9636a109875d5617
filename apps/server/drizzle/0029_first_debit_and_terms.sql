-- A SEPA member's first debit follows the fair first month (docs/sepa.md, "The first debit").
-- The day an admin gave a member a plan from none, unpaid: the first debit pays from it.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "plan_since" date;--> statement-breakpoint
-- The days a first debit paid, when not one whole month: the invoice names them, and the next
-- remittance leaves out a month a first debit already paid.
ALTER TABLE "sepa_remittance_items" ADD COLUMN IF NOT EXISTS "covers_from" date;--> statement-breakpoint
ALTER TABLE "sepa_remittance_items" ADD COLUMN IF NOT EXISTS "covers_to" date;
--> statement-breakpoint
-- A return that ended the plan (returnKeepsAllowance off): paying the debt gives the plan back.
ALTER TABLE "sepa_returns" ADD COLUMN IF NOT EXISTS "ended_plan" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- The box's terms and informed consent, versioned in Catalan and Spanish (docs/product.md, Terms).
CREATE TABLE IF NOT EXISTS "terms_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"body_ca" text NOT NULL,
	"body_es" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	CONSTRAINT "terms_versions_version" UNIQUE ("version"),
	CONSTRAINT "terms_versions_version_positive" CHECK ("version" > 0)
);--> statement-breakpoint
-- Each version a member accepted, and when: kept, and in their personal-data export.
CREATE TABLE IF NOT EXISTS "terms_acceptances" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"version_id" integer NOT NULL REFERENCES "terms_versions"("id"),
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terms_acceptances_pk" PRIMARY KEY ("user_id", "version_id")
);
