-- Refunds of card payments and the sandbox's record of them (docs/invoicing.md, Refunds).
-- A refund row is written PENDING before the provider is asked, under the receipt's row lock, so
-- two refunds of one receipt at once can never add up to more than it was; it becomes SUCCEEDED
-- with the provider's id and its rectifying invoice (R5), or is deleted if the provider refused.
CREATE TABLE IF NOT EXISTS "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"receipt_id" uuid NOT NULL REFERENCES "receipts"("id"),
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"automatic" boolean DEFAULT false NOT NULL,
	"created_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	"provider_refund_id" text,
	"idempotency_key" text NOT NULL,
	"invoice_id" integer REFERENCES "invoices"("id"),
	"credit_taken_back" boolean,
	"plan_ended" boolean DEFAULT false NOT NULL,
	CONSTRAINT "refunds_idempotency_key" UNIQUE("idempotency_key"),
	CONSTRAINT "refunds_amount" CHECK ("refunds"."amount_cents" > 0),
	CONSTRAINT "refunds_reason" CHECK (char_length("refunds"."reason") between 1 and 200),
	CONSTRAINT "refunds_status" CHECK ("refunds"."status" in ('PENDING', 'SUCCEEDED')),
	CONSTRAINT "refunds_succeeded" CHECK (("refunds"."status" = 'SUCCEEDED') = ("refunds"."refunded_at" is not null and "refunds"."provider_refund_id" is not null))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "refunds_receipt" ON "refunds" USING btree ("receipt_id");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_intent_id" text NOT NULL REFERENCES "sandbox_payment_intents"("id"),
	"amount_cents" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_key" UNIQUE("idempotency_key"),
	CONSTRAINT "sandbox_refunds_amount" CHECK ("sandbox_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sandbox_refunds_intent" ON "sandbox_refunds" USING btree ("payment_intent_id");
