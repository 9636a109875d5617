-- The door (docs/product.md, Check-in at the door; docs/decisions.md, "The door: QR check-in").
-- A member's check-in secret: their app makes the rotating code from it without a connection;
-- replacing it makes every code (and screenshot) of the old one invalid.
CREATE TABLE IF NOT EXISTS "checkin_secrets" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- Who came in, when, and for which booked class (none: an open-box visit, or no booking).
CREATE TABLE IF NOT EXISTS "checkins" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"class_id" integer REFERENCES "classes"("id") ON DELETE cascade,
	"date" date NOT NULL,
	"checked_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_user_id" integer REFERENCES "users"("id") ON DELETE set null,
	"method" text NOT NULL,
	CONSTRAINT "checkins_method" CHECK ("checkins"."method" in ('code', 'staff'))
);--> statement-breakpoint
-- Two scans of one member for one class record once; without a class, once a day.
CREATE UNIQUE INDEX IF NOT EXISTS "checkins_once_per_class" ON "checkins" ("user_id", "class_id") WHERE "class_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "checkins_once_per_day" ON "checkins" ("user_id", "date") WHERE "class_id" is null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "checkins_date" ON "checkins" ("date");
