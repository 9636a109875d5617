-- The back office (docs/decisions.md, The back office).
-- An admin's adjustment of a member's credits says why; the ledger keeps it with the move.
ALTER TABLE "credit_ledger" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_note" CHECK ("note" IS NULL OR char_length("note") BETWEEN 1 AND 200);--> statement-breakpoint
-- A member's ledger is read newest first, a page at a time.
CREATE INDEX "credit_ledger_user_recent" ON "credit_ledger" ("user_id", "id");--> statement-breakpoint
-- Standing bookings ("reserva fixa"): the same class template every week, taken when it opens.
CREATE TABLE "standing_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"template_id" integer NOT NULL REFERENCES "class_templates"("id") ON DELETE CASCADE,
	"created_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "standing_bookings_once" UNIQUE ("user_id", "template_id")
);--> statement-breakpoint
CREATE INDEX "standing_bookings_template" ON "standing_bookings" ("template_id");--> statement-breakpoint
-- One row per standing booking and class, written in the transaction that took (or failed to take)
-- the place: whatever the number of server processes, each week is tried once.
CREATE TABLE "standing_booking_takes" (
	"id" serial PRIMARY KEY NOT NULL,
	"standing_booking_id" integer NOT NULL REFERENCES "standing_bookings"("id") ON DELETE CASCADE,
	"class_id" integer NOT NULL REFERENCES "classes"("id") ON DELETE CASCADE,
	"outcome" text NOT NULL,
	"code" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "standing_booking_takes_once" UNIQUE ("standing_booking_id", "class_id"),
	CONSTRAINT "standing_booking_takes_outcome" CHECK ("outcome" IN ('IN', 'WAIT', 'ALREADY', 'NOT_TAKEN'))
);
