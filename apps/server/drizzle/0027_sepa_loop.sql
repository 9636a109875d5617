-- SEPA that closes its loop (docs/sepa.md): the creditor's settings for pre-notification, returns
-- and the message version; the pre-notification each debit's member got; the bank files imported
-- and each debit they returned or rejected; a returned debit collected again in a later remittance;
-- a card payment of such a debt.
ALTER TABLE "sepa_creditor" ADD COLUMN IF NOT EXISTS "message_version" text DEFAULT 'pain.008.001.02' NOT NULL;--> statement-breakpoint
ALTER TABLE "sepa_creditor" ADD COLUMN IF NOT EXISTS "notice_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "sepa_creditor" ADD COLUMN IF NOT EXISTS "return_keeps_allowance" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sepa_creditor" ADD COLUMN IF NOT EXISTS "recollect_returns" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sepa_creditor" ADD COLUMN IF NOT EXISTS "return_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sepa_creditor" ADD CONSTRAINT "sepa_creditor_message_version" CHECK ("message_version" in ('pain.008.001.02', 'pain.008.001.08'));--> statement-breakpoint
ALTER TABLE "sepa_creditor" ADD CONSTRAINT "sepa_creditor_notice_days" CHECK ("notice_days" between 1 and 30);--> statement-breakpoint
ALTER TABLE "sepa_creditor" ADD CONSTRAINT "sepa_creditor_return_fee" CHECK ("return_fee_cents" between 0 and 5000);--> statement-breakpoint
-- One pre-notification per debit, written with the remittance's export: a member is told once.
CREATE TABLE IF NOT EXISTS "sepa_prenotices" (
	"item_id" integer PRIMARY KEY NOT NULL REFERENCES "sepa_remittance_items"("id") ON DELETE CASCADE,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"told_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- A bank file imported once (its SHA-256): importing it again changes nothing.
CREATE TABLE IF NOT EXISTS "sepa_return_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_hash" text NOT NULL,
	"kind" text NOT NULL,
	"message_id" text NOT NULL,
	"returns" integer NOT NULL,
	"imported_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sepa_return_imports_file" UNIQUE("file_hash"),
	CONSTRAINT "sepa_return_imports_kind" CHECK ("kind" in ('pain.002.001.03', 'camt.054.001.02'))
);--> statement-breakpoint
-- A debit the member's bank sent back (or never paid); one per debit, whatever file named it.
CREATE TABLE IF NOT EXISTS "sepa_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL REFERENCES "sepa_remittance_items"("id"),
	"import_id" integer NOT NULL REFERENCES "sepa_return_imports"("id"),
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"reason_code" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"rectifying_invoice_id" integer REFERENCES "invoices"("id"),
	"status" text DEFAULT 'UNPAID' NOT NULL,
	"paid_receipt_id" uuid REFERENCES "receipts"("id"),
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sepa_returns_item" UNIQUE("item_id"),
	CONSTRAINT "sepa_returns_paid_receipt" UNIQUE("paid_receipt_id"),
	CONSTRAINT "sepa_returns_status" CHECK ("status" in ('UNPAID', 'RECOLLECTED', 'PAID', 'CARRIED')),
	CONSTRAINT "sepa_returns_amount" CHECK ("amount_cents" > 0 and "fee_cents" >= 0),
	CONSTRAINT "sepa_returns_reason" CHECK ("reason_code" ~ '^[A-Z0-9]{1,4}$')
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sepa_returns_user" ON "sepa_returns" ("user_id", "status");--> statement-breakpoint
-- A debit that collects a return again: a member is in a month once for the month, and once more
-- for each return collected again.
-- No foreign key to sepa_returns: it points at the items already, and backups copy tables in the
-- order of their foreign keys, which must not go round a circle.
ALTER TABLE "sepa_remittance_items" ADD COLUMN IF NOT EXISTS "recollects_return_id" integer;--> statement-breakpoint
ALTER TABLE "sepa_remittance_items" DROP CONSTRAINT IF EXISTS "sepa_remittance_items_once";--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "sepa_remittance_items_once" ON "sepa_remittance_items" ("remittance_id", "user_id") WHERE "recollects_return_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "sepa_remittance_items_recollects" ON "sepa_remittance_items" ("recollects_return_id") WHERE "recollects_return_id" is not null;--> statement-breakpoint
ALTER TABLE "receipts" DROP CONSTRAINT IF EXISTS "receipts_purpose";--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_purpose" CHECK ("purpose" in ('CHECKOUT', 'CREDIT_ACTIVITY', 'CREDIT_OPEN', 'PLAN', 'PLAN_RENEWAL', 'SEPA_DEBT'));
