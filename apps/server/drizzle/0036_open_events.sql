-- The in-house Open (docs/product.md, The in-house Open; docs/decisions.md, "The in-house Open").
-- An event, with its names in both languages and whether members may still register.
CREATE TABLE IF NOT EXISTS "open_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_ca" text NOT NULL,
	"name_es" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"registration_open" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_events_dates" CHECK ("open_events"."ends_on" >= "open_events"."starts_on")
);--> statement-breakpoint
-- Its workouts, in order: a `time` workout has a cap (a result under it counts reps), the others none.
CREATE TABLE IF NOT EXISTS "open_workouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL REFERENCES "open_events"("id") ON DELETE CASCADE,
	"position" integer NOT NULL,
	"name_ca" text NOT NULL,
	"name_es" text NOT NULL,
	"description_ca" text DEFAULT '' NOT NULL,
	"description_es" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"cap_seconds" integer,
	"has_tiebreak" boolean DEFAULT false NOT NULL,
	"scoring_open" boolean DEFAULT false NOT NULL,
	CONSTRAINT "open_workouts_kind" CHECK ("open_workouts"."kind" in ('time', 'reps', 'rounds_reps', 'load')),
	CONSTRAINT "open_workouts_cap" CHECK (("open_workouts"."kind" = 'time') = ("open_workouts"."cap_seconds" is not null))
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "open_workouts_event" ON "open_workouts" ("event_id", "position");--> statement-breakpoint
-- One registration per member and event; the division is kept as it was worked out then.
CREATE TABLE IF NOT EXISTS "open_registrations" (
	"event_id" integer NOT NULL REFERENCES "open_events"("id") ON DELETE CASCADE,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"level" text NOT NULL,
	"sex" text NOT NULL,
	"age_group" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_registrations_pk" PRIMARY KEY ("event_id", "user_id"),
	CONSTRAINT "open_registrations_level" CHECK ("open_registrations"."level" in ('RX', 'SCALED', 'FOUNDATIONS')),
	CONSTRAINT "open_registrations_sex" CHECK ("open_registrations"."sex" in ('MASCULINE', 'FEMININE')),
	CONSTRAINT "open_registrations_age_group" CHECK ("open_registrations"."age_group" in ('14-17', '18-34', '35-44', '45-54', '55+'))
);--> statement-breakpoint
-- A member's score per workout (the result as the domain's schema, checked on the way in), and
-- the judge's verdict: only VALIDATED scores rank; a rejection says why.
CREATE TABLE IF NOT EXISTS "open_scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"workout_id" integer NOT NULL REFERENCES "open_workouts"("id") ON DELETE CASCADE,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"result" jsonb NOT NULL,
	"tiebreak_seconds" integer,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"reject_reason" text,
	"judge_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"judged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_scores_once" UNIQUE ("workout_id", "user_id"),
	CONSTRAINT "open_scores_status" CHECK ("open_scores"."status" in ('PENDING', 'VALIDATED', 'REJECTED')),
	CONSTRAINT "open_scores_reason" CHECK (("open_scores"."status" = 'REJECTED') = ("open_scores"."reject_reason" is not null))
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "open_scores_pending" ON "open_scores" ("workout_id") WHERE "status" = 'PENDING';
