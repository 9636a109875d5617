-- Sending billing records to the AEAT, and voiding invoices (docs/invoicing.md, "Sending to the
-- AEAT" and "Voiding an invoice").
-- A record the AEAT refused is corrected by a new record of the same invoice at the chain's end,
-- sent with Subsanacion S / RechazoPrevio S; it names the refused record, once. The reference is
-- checked at commit: a backup lists a table's rows in no particular order, and a restore loads
-- them in one transaction, so a correction may come before the record it names.
ALTER TABLE "billing_records" ADD COLUMN IF NOT EXISTS "corrects_record_id" integer REFERENCES "billing_records"("id") DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "billing_records_one_correction" ON "billing_records" USING btree ("corrects_record_id");--> statement-breakpoint
-- An invoice is voided once: one registro de anulación per invoice (its corrections aside).
CREATE UNIQUE INDEX IF NOT EXISTS "billing_records_one_void" ON "billing_records" USING btree ("invoice_id") WHERE "billing_records"."kind" = 'anulacion' AND "billing_records"."corrects_record_id" IS NULL;--> statement-breakpoint
-- The sender's state, one row every server process reads and writes: who holds the lease on the
-- sending (so one process sends at a time), when the next request may go, the last run and error.
CREATE TABLE IF NOT EXISTS "aeat_sender" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"lease_token" text,
	"lease_until" timestamp with time zone,
	"next_attempt_at" timestamp with time zone,
	"next_attempt_reason" text,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "aeat_sender_one" CHECK ("aeat_sender"."id" = 1),
	CONSTRAINT "aeat_sender_reason" CHECK ("aeat_sender"."next_attempt_reason" is null or "aeat_sender"."next_attempt_reason" in ('wait', 'backoff'))
);--> statement-breakpoint
INSERT INTO "aeat_sender" ("id") VALUES (1) ON CONFLICT DO NOTHING;
