-- Every change that touches money, credits, roles or status: who, when, what, before and after.
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"action" text NOT NULL,
	"user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"before" jsonb,
	"after" jsonb
);--> statement-breakpoint
CREATE INDEX "audit_log_user" ON "audit_log" ("user_id", "id");
