-- Invoices and their VERI*FACTU billing records (docs/invoicing.md).
-- A series counter per series (F2 and R5 each have their own), locked to take the next number, so
-- numbers have no gaps even under concurrency.
CREATE TABLE "invoice_series" (
	"series" text PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_series_name" CHECK ("invoice_series"."series" ~ '^[A-Z0-9]{1,20}$'),
	CONSTRAINT "invoice_series_last_number" CHECK ("invoice_series"."last_number" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"series" text NOT NULL REFERENCES "invoice_series"("series"),
	"number" integer NOT NULL,
	"invoice_number" text NOT NULL,
	"kind" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"issue_date" date NOT NULL,
	"issuer_nif" text NOT NULL,
	"issuer_name" text NOT NULL,
	"user_id" integer REFERENCES "users"("id"),
	"concept" text NOT NULL,
	"base_cents" integer NOT NULL,
	"vat_rate_bp" smallint NOT NULL,
	"vat_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"language" text NOT NULL,
	"receipt_id" uuid REFERENCES "receipts"("id"),
	"corrects_invoice_id" integer REFERENCES "invoices"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_series_number" UNIQUE("series","number"),
	CONSTRAINT "invoices_invoice_number" UNIQUE("invoice_number"),
	CONSTRAINT "invoices_number" CHECK ("invoices"."number" > 0),
	CONSTRAINT "invoices_kind" CHECK ("invoices"."kind" in ('F2', 'R5')),
	CONSTRAINT "invoices_issuer_nif" CHECK ("invoices"."issuer_nif" ~ '^[A-Z0-9]{9}$'),
	CONSTRAINT "invoices_issuer_name" CHECK (length("invoices"."issuer_name") between 1 and 120),
	CONSTRAINT "invoices_concept" CHECK (length("invoices"."concept") between 1 and 500),
	CONSTRAINT "invoices_language" CHECK ("invoices"."language" in ('ca', 'es')),
	CONSTRAINT "invoices_vat_rate" CHECK ("invoices"."vat_rate_bp" = 2100),
	CONSTRAINT "invoices_adds_up" CHECK ("invoices"."base_cents" + "invoices"."vat_cents" = "invoices"."total_cents"),
	CONSTRAINT "invoices_sign" CHECK (("invoices"."kind" = 'F2' and "invoices"."total_cents" > 0) or ("invoices"."kind" = 'R5' and "invoices"."total_cents" < 0)),
	CONSTRAINT "invoices_corrects" CHECK (("invoices"."kind" = 'R5') = ("invoices"."corrects_invoice_id" is not null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_receipt" ON "invoices" USING btree ("receipt_id") WHERE "invoices"."kind" = 'F2';
--> statement-breakpoint
CREATE INDEX "invoices_user" ON "invoices" USING btree ("user_id","issued_at");
--> statement-breakpoint
CREATE INDEX "invoices_corrects_invoice" ON "invoices" USING btree ("corrects_invoice_id");
--> statement-breakpoint
-- The billing records: one chain, in `position` order, each naming the fingerprint of the one before.
-- The columns the fingerprint covers hold the exact strings hashed (amounts and dates as the AEAT
-- writes them), so the chain can be recomputed from the table alone.
CREATE TABLE "billing_chain" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	CONSTRAINT "billing_chain_one" CHECK ("billing_chain"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "billing_chain" ("id") VALUES (1);
--> statement-breakpoint
CREATE TABLE "billing_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"invoice_id" integer NOT NULL REFERENCES "invoices"("id"),
	"issuer_nif" text NOT NULL,
	"invoice_number" text NOT NULL,
	"issue_date" text NOT NULL,
	"invoice_type" text,
	"vat_total" text,
	"total" text,
	"previous_fingerprint" text,
	"fingerprint" text NOT NULL,
	"generated_at" text NOT NULL,
	"software" jsonb NOT NULL,
	"aeat_status" text DEFAULT 'pending' NOT NULL,
	"aeat_codes" jsonb,
	"aeat_csv" text,
	"aeat_answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_records_position" UNIQUE("position"),
	CONSTRAINT "billing_records_fingerprint" UNIQUE("fingerprint"),
	CONSTRAINT "billing_records_one_next" UNIQUE NULLS NOT DISTINCT ("previous_fingerprint"),
	CONSTRAINT "billing_records_first" CHECK (("billing_records"."position" = 1) = ("billing_records"."previous_fingerprint" is null)),
	CONSTRAINT "billing_records_kind" CHECK ("billing_records"."kind" in ('alta', 'anulacion')),
	CONSTRAINT "billing_records_alta_fields" CHECK (("billing_records"."kind" = 'alta') = ("billing_records"."invoice_type" is not null and "billing_records"."vat_total" is not null and "billing_records"."total" is not null)),
	CONSTRAINT "billing_records_hex" CHECK ("billing_records"."fingerprint" ~ '^[0-9A-F]{64}$' and ("billing_records"."previous_fingerprint" is null or "billing_records"."previous_fingerprint" ~ '^[0-9A-F]{64}$')),
	CONSTRAINT "billing_records_aeat_status" CHECK ("billing_records"."aeat_status" in ('pending', 'sent', 'accepted', 'accepted_with_errors', 'refused'))
);
--> statement-breakpoint
CREATE INDEX "billing_records_invoice" ON "billing_records" USING btree ("invoice_id");
--> statement-breakpoint
CREATE INDEX "billing_records_pending" ON "billing_records" USING btree ("position") WHERE "billing_records"."aeat_status" in ('pending', 'sent');
--> statement-breakpoint
-- Records are never changed or deleted (Orden HAC/1177/2024, art. 8): only the AEAT's answer may be
-- written into one. Comparing the whole row minus those columns also protects any column added later.
CREATE OR REPLACE FUNCTION "billing_records_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - ARRAY['aeat_status', 'aeat_codes', 'aeat_csv', 'aeat_answered_at'])
		= (to_jsonb(OLD) - ARRAY['aeat_status', 'aeat_codes', 'aeat_csv', 'aeat_answered_at']) THEN
		RETURN NEW;
	END IF;
	RAISE EXCEPTION 'billing records are never changed or deleted (%)', TG_OP
		USING ERRCODE = 'integrity_constraint_violation', TABLE = 'billing_records';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "billing_records_append_only" BEFORE UPDATE OR DELETE ON "billing_records"
	FOR EACH ROW EXECUTE FUNCTION "billing_records_append_only"();
--> statement-breakpoint
CREATE TRIGGER "billing_records_no_truncate" BEFORE TRUNCATE ON "billing_records"
	FOR EACH STATEMENT EXECUTE FUNCTION "billing_records_append_only"();
--> statement-breakpoint
-- An issued invoice is never changed or deleted either: a mistake is corrected by a rectifying
-- invoice (R5) or voided by a registro de anulación, each a new row.
CREATE OR REPLACE FUNCTION "invoices_issued_stay"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'issued invoices are never changed or deleted (%)', TG_OP
		USING ERRCODE = 'integrity_constraint_violation', TABLE = 'invoices';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "invoices_issued_stay" BEFORE UPDATE OR DELETE ON "invoices"
	FOR EACH ROW EXECUTE FUNCTION "invoices_issued_stay"();
--> statement-breakpoint
CREATE TRIGGER "invoices_no_truncate" BEFORE TRUNCATE ON "invoices"
	FOR EACH STATEMENT EXECUTE FUNCTION "invoices_issued_stay"();
--> statement-breakpoint
INSERT INTO "invoice_series" ("series") VALUES ('F'), ('FR');
