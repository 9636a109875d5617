-- Payments, receipts, plans and renewals (docs/decisions.md). `cards` and `receipts` came with the first
-- migration; this extends them. A receipt row is a charge from the moment it is asked for; it
-- becomes a receipt (a number of the one series, an issue date) when the charge succeeds.
ALTER TABLE "receipts" ADD COLUMN "number" integer;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_number_unique" UNIQUE ("number");--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "concept" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "error_code" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "plan_id" integer REFERENCES "plans"("id");--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "pro" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "period" date;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_status" CHECK ("status" IN ('PENDING', 'REQUIRES_ACTION', 'SUCCEEDED', 'FAILED'));--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_purpose" CHECK ("purpose" IN ('CHECKOUT', 'CREDIT_ACTIVITY', 'CREDIT_OPEN', 'PLAN', 'PLAN_RENEWAL'));--> statement-breakpoint
-- Numbered exactly when it succeeded; used only once it did.
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_numbered" CHECK (("status" = 'SUCCEEDED') = ("number" IS NOT NULL AND "issued_at" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_used_succeeded" CHECK ("used_at" IS NULL OR "status" = 'SUCCEEDED');--> statement-breakpoint
CREATE INDEX "receipts_user" ON "receipts" ("user_id", "created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_provider_reference" ON "receipts" ("provider", "provider_reference") WHERE "provider_reference" <> '';--> statement-breakpoint
-- The one series of receipt numbers: taken under this row's lock in the transaction that issues
-- the receipt, so a rolled-back charge leaves no gap.
CREATE TABLE "receipt_series" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "receipt_series_one" CHECK ("id" = 1)
);--> statement-breakpoint
INSERT INTO "receipt_series" ("id", "last_number") VALUES (1, 0);--> statement-breakpoint
CREATE INDEX "cards_user" ON "cards" ("user_id");--> statement-breakpoint
-- A request waiting for the 1st of a month: a plan change, a leave, a pause or a resume; one at a time.
ALTER TABLE "plan_changes" ADD COLUMN "kind" text DEFAULT 'CHANGE' NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_changes" ADD COLUMN "requested_by" integer REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "plan_changes" ADD CONSTRAINT "plan_changes_kind" CHECK ("kind" IN ('CHANGE', 'LEAVE', 'PAUSE', 'RESUME') AND ("kind" = 'CHANGE') = ("to_plan_id" IS NOT NULL));--> statement-breakpoint
CREATE UNIQUE INDEX "plan_changes_one_pending" ON "plan_changes" ("user_id") WHERE "applied_at" IS NULL;--> statement-breakpoint
-- One renewal per member and month: the row is taken before anything is charged, so a second run,
-- in this process or another, finds it and charges nobody twice.
CREATE TABLE "plan_renewals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"month" date NOT NULL,
	"plan_id" integer REFERENCES "plans"("id"),
	"pro" boolean DEFAULT false NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"receipt_id" uuid REFERENCES "receipts"("id"),
	"error_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "plan_renewals_once" UNIQUE ("user_id", "month"),
	CONSTRAINT "plan_renewals_method" CHECK ("method" IN ('CARD', 'SEPA', 'NONE')),
	CONSTRAINT "plan_renewals_status" CHECK ("status" IN ('PENDING', 'SUCCEEDED', 'FAILED', 'SEPA', 'SKIPPED')),
	CONSTRAINT "plan_renewals_month" CHECK (extract(day from "month") = 1)
);--> statement-breakpoint
-- Stripe's webhook events already handled: a replayed event takes effect once.
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- The sandbox provider (docs/product.md, Payments and receipts): Stripe's test mode, offline. A card keeps its brand, last4,
-- expiry and what its test number does; the number itself is never stored.
CREATE TABLE "sandbox_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"behaviour" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payment_methods_last4" CHECK ("last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "sandbox_payment_methods_behaviour" CHECK ("behaviour" IN ('succeeds', 'requires_action', 'card_declined', 'insufficient_funds'))
);--> statement-breakpoint
CREATE TABLE "sandbox_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"error_code" text,
	"idempotency_key" text NOT NULL,
	"client_secret" text NOT NULL,
	"off_session" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payment_intents_key" UNIQUE ("idempotency_key"),
	CONSTRAINT "sandbox_payment_intents_amount" CHECK ("amount_cents" > 0),
	CONSTRAINT "sandbox_payment_intents_status" CHECK ("status" IN ('requires_action', 'succeeded', 'requires_payment_method', 'canceled'))
);
