-- Personal data (GDPR; docs/product.md, Personal data): a member asks for their account to be
-- deleted; an admin carries it out by anonymising it (features/personal-data). One open request per
-- member at a time.
CREATE TABLE "deletion_requests" (
  "id" serial PRIMARY KEY,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "requested_at" timestamp with time zone NOT NULL DEFAULT now(),
  "done_at" timestamp with time zone,
  "done_by" integer REFERENCES "users"("id") ON DELETE SET NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "deletion_requests_one_open" ON "deletion_requests" ("user_id") WHERE "done_at" IS NULL;--> statement-breakpoint
-- When the account was anonymised: it can never sign in again.
ALTER TABLE "users" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
-- The legal name and DNI/NIE a receipt was issued to, frozen when the member's data goes: tax law
-- keeps receipts with their customer for years after the account is gone.
ALTER TABLE "receipts" ADD COLUMN "billed_name" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "billed_cin" text;
