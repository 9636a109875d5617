-- Coaches, the notifications list and reactions on the whiteboard (docs/decisions.md, "Coaches
-- and the notifications list" and "Whiteboard reactions").
-- A weekly slot's coach (a trainer or admin); the classes made from it start with that coach and
-- staff may change one class's coach. A coach who leaves the box leaves the slot without one.
ALTER TABLE "class_templates" ADD COLUMN IF NOT EXISTS "coach_id" integer REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN IF NOT EXISTS "coach_id" integer REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
-- A coach's week ("my classes").
CREATE INDEX IF NOT EXISTS "classes_coach" ON "classes" ("coach_id", "date");--> statement-breakpoint
-- What each member was told, kept for the in-app list (90 days): the push's kind and ids, written
-- in the member's language when the list is read.
CREATE TABLE IF NOT EXISTS "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "notifications_user" ON "notifications" ("user_id", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "notifications_unread" ON "notifications" ("user_id") WHERE "read_at" IS NULL;--> statement-breakpoint
-- A member may keep their whiteboard scores free of reactions.
ALTER TABLE "score_settings" ADD COLUMN IF NOT EXISTS "reactions_off" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A fist bump: one per member per score.
CREATE TABLE IF NOT EXISTS "score_bumps" (
	"score_id" integer NOT NULL REFERENCES "scores"("id") ON DELETE CASCADE,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "score_bumps_pk" PRIMARY KEY ("score_id", "user_id")
);--> statement-breakpoint
-- A short comment on a score; staff may delete one (audit log).
CREATE TABLE IF NOT EXISTS "score_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"score_id" integer NOT NULL REFERENCES "scores"("id") ON DELETE CASCADE,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "score_comments_body" CHECK (char_length("score_comments"."body") between 1 and 140)
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "score_comments_score" ON "score_comments" ("score_id", "id");
