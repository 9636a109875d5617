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
