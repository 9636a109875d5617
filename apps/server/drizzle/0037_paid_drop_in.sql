-- The paid drop-in (docs/decisions.md, "The paid drop-in"): a visitor pays for a class without an
-- account, so a receipt names its payer as a member OR a lead, never both, never neither. The
-- visit points at its receipt, and holds its place until `held_until` while the payment is open.
ALTER TABLE "receipts" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN IF NOT EXISTS "lead_id" integer REFERENCES "leads"("id");--> statement-breakpoint
ALTER TABLE "receipts" DROP CONSTRAINT IF EXISTS "receipts_payer";--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payer" CHECK (("user_id" is null) <> ("lead_id" is null));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "receipts_lead" ON "receipts" ("lead_id") WHERE "lead_id" is not null;--> statement-breakpoint
ALTER TABLE "receipts" DROP CONSTRAINT IF EXISTS "receipts_purpose";--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_purpose" CHECK ("purpose" in ('CHECKOUT', 'CREDIT_ACTIVITY', 'CREDIT_OPEN', 'PLAN', 'PLAN_RENEWAL', 'SEPA_DEBT', 'DROP_IN'));--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN IF NOT EXISTS "receipt_id" uuid REFERENCES "receipts"("id");--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN IF NOT EXISTS "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visits" DROP CONSTRAINT IF EXISTS "visits_trial_unpaid";--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_trial_unpaid" CHECK ("kind" = 'DROP_IN' or ("receipt_id" is null and "held_until" is null));--> statement-breakpoint
-- The job that lets go of places whose payment never came.
CREATE INDEX IF NOT EXISTS "visits_held" ON "visits" ("held_until") WHERE "held_until" is not null;
