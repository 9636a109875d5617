-- Households: a member's dependents, booked and paid for by their guardian
-- (docs/decisions.md, "Households"). A child under 14 has no login, e-mail or DNI of their own, so
-- those columns may be empty, but only on a dependent: everyone else still signs in with them.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "guardian_id" integer REFERENCES "users"("id");--> statement-breakpoint
-- When the guardian said they consent (LOPDGDD art. 7: a minor under 14 only through them; 14 to 17
-- with their own login, the consent still recorded).
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "guardian_consent_at" timestamp with time zone;--> statement-breakpoint
-- When a dependent turned 18 and became a member of their own; guardian_id stays as history.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "household_left_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "cin" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_login_or_guardian" CHECK (("users"."cin" is not null and "users"."email" is not null and "users"."password_hash" is not null) or "users"."guardian_id" is not null);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_dependent_consent" CHECK ("users"."guardian_id" is null or ("users"."guardian_consent_at" is not null and "users"."birth" is not null));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_not_own_guardian" CHECK ("users"."guardian_id" <> "users"."id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_guardian_id" ON "users" ("guardian_id");
