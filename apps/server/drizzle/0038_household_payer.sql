-- A guardian pays for a dependent (docs/decisions.md, "Households finished"): the receipt is the
-- dependent's (user_id), the card or Bizum the guardian's; payer_id names who paid. Null: the
-- member paid for themselves, as every receipt before this one.
ALTER TABLE "receipts" ADD COLUMN IF NOT EXISTS "payer_id" integer REFERENCES "users"("id");--> statement-breakpoint
ALTER TABLE "receipts" DROP CONSTRAINT IF EXISTS "receipts_payer_not_member";--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payer_not_member" CHECK ("receipts"."payer_id" is null or "receipts"."payer_id" <> "receipts"."user_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "receipts_payer" ON "receipts" ("payer_id") WHERE "payer_id" is not null;
