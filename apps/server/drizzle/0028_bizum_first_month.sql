-- Bizum beside the card, and a fair first month (docs/decisions.md, "Bizum and a fair first month").
-- How each charge was paid: receipts, invoices and refunds name it; renewals stay on card or SEPA.
ALTER TABLE "receipts" ADD COLUMN IF NOT EXISTS "payment_method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payment_method" CHECK ("receipts"."payment_method" in ('card', 'bizum'));--> statement-breakpoint
-- The days a plan's first payment paid for: the invoice says them, and the renewal and the SEPA
-- remittance of a month it already paid leave the member out.
ALTER TABLE "receipts" ADD COLUMN IF NOT EXISTS "covers_from" date;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN IF NOT EXISTS "covers_to" date;--> statement-breakpoint
-- The sandbox's Bizum: a payment to a test phone, waiting ('processing') for the bank app's answer.
ALTER TABLE "sandbox_payment_intents" ADD COLUMN IF NOT EXISTS "bizum_phone" text;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" DROP CONSTRAINT IF EXISTS "sandbox_payment_intents_status";--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" ADD CONSTRAINT "sandbox_payment_intents_status" CHECK ("sandbox_payment_intents"."status" in ('requires_action', 'processing', 'succeeded', 'requires_payment_method', 'canceled'));
