-- The first visit (docs/decisions.md, "The first visit: trials and leads"): a visitor who books a
-- class from the public schedule is a lead, and their booking a visit that takes a place in the
-- class beside the members' class_users.
CREATE TABLE IF NOT EXISTS "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"email" text NOT NULL,
	"email_key" text NOT NULL,
	"phone" text NOT NULL,
	"phone_key" text NOT NULL,
	"language" text DEFAULT 'es' NOT NULL,
	"lost_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_email_key_unique" UNIQUE("email_key"),
	CONSTRAINT "leads_language" CHECK ("leads"."language" in ('ca', 'es'))
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_phone_key" ON "leads" ("phone_key");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL REFERENCES "leads"("id") ON DELETE cascade,
	"class_id" integer NOT NULL REFERENCES "classes"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"email_key" text NOT NULL,
	"phone_key" text NOT NULL,
	"attended" boolean DEFAULT false NOT NULL,
	"parq_any_yes" boolean NOT NULL,
	"parq_answers" jsonb,
	"health_delete_after" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visits_reference_unique" UNIQUE("reference"),
	CONSTRAINT "visits_once" UNIQUE("class_id","lead_id"),
	CONSTRAINT "visits_kind" CHECK ("visits"."kind" in ('TRIAL', 'DROP_IN'))
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "visits_class" ON "visits" ("class_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "visits_lead" ON "visits" ("lead_id");--> statement-breakpoint
-- One free trial per person, by e-mail and by phone: the second line behind the service's check,
-- for two tabs that book at once.
CREATE UNIQUE INDEX IF NOT EXISTS "visits_one_trial_email" ON "visits" ("email_key") WHERE "kind" = 'TRIAL';--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "visits_one_trial_phone" ON "visits" ("phone_key") WHERE "kind" = 'TRIAL';--> statement-breakpoint
-- The purge of health answers past their day, and the staff reminder the day after the class.
CREATE INDEX IF NOT EXISTS "visits_health_kept" ON "visits" ("health_delete_after") WHERE "parq_answers" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "visits_not_reminded" ON "visits" ("class_id") WHERE "reminded_at" IS NULL;
