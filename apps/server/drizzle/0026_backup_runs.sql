-- Every backup the box took (scheduled, asked for by an admin, before migrations, by the
-- command), with how it ended: the admin screen shows the last one, the daily job reads its own
-- day's row to run once across server processes, and pruning deletes only files named here.
CREATE TABLE IF NOT EXISTS "backup_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"slot" date,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"status" text DEFAULT 'running' NOT NULL,
	"file" text,
	"size" bigint,
	"error" text,
	"by_user_id" integer,
	"removed_at" timestamp with time zone,
	CONSTRAINT "backup_runs_kind" CHECK ("backup_runs"."kind" in ('scheduled', 'manual', 'before_migrations', 'command')),
	CONSTRAINT "backup_runs_status" CHECK ("backup_runs"."status" in ('running', 'ok', 'failed'))
);--> statement-breakpoint
-- One scheduled run per day of the box, whichever process claims it first.
CREATE UNIQUE INDEX IF NOT EXISTS "backup_runs_scheduled_slot" ON "backup_runs" ("slot") WHERE "kind" = 'scheduled';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "backup_runs_started" ON "backup_runs" ("started_at");
