-- The language a member last used the app in, for what is written to them without a request of
-- theirs to read it from: invoices, refund mails, renewal mails. Spanish until they use the app.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "language" text DEFAULT 'es' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT IF EXISTS "users_language";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language" CHECK ("users"."language" in ('ca', 'es'));
