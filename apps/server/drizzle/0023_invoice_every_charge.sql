-- Every charge issues its simplified invoice (docs/invoicing.md, "Invoices on every charge").
-- A paid receipt whose invoice could not be issued with the charge (the clock behind the billing
-- chain, art. 7.i) waits here for the retry job; the partial index keeps that queue cheap to read.
ALTER TABLE "receipts" ADD COLUMN IF NOT EXISTS "invoice_due_since" timestamp with time zone;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "receipts_invoice_due" ON "receipts" USING btree ("invoice_due_since") WHERE "receipts"."invoice_due_since" is not null;--> statement-breakpoint
-- The F2 each direct debit of an exported remittance issued with the export.
ALTER TABLE "sepa_remittance_items" ADD COLUMN IF NOT EXISTS "invoice_id" integer REFERENCES "invoices"("id");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "sepa_remittance_items_invoice" ON "sepa_remittance_items" USING btree ("invoice_id");
