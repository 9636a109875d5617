-- The booking draw (docs/decisions.md, "The booking draw"; docs/product.md, The booking draw).
-- One draw per class: its seed is made and its SHA-256 published before the window opens; the seed
-- is kept secret until the draw, then published with the order it gave.
CREATE TABLE IF NOT EXISTS "draws" (
	"class_id" integer PRIMARY KEY NOT NULL REFERENCES "classes"("id") ON DELETE CASCADE,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"committed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"drawn_at" timestamp with time zone,
	"result" jsonb,
	CONSTRAINT "draws_window" CHECK ("ends_at" > "opens_at"),
	CONSTRAINT "draws_result_when_drawn" CHECK (("drawn_at" IS NULL) = ("result" IS NULL))
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "draws_pending" ON "draws" ("ends_at") WHERE "drawn_at" IS NULL;--> statement-breakpoint
-- A member's request during a draw's window: once per member (a second counts nothing); leaving
-- during the window sets left_at, and asking again clears it.
CREATE TABLE IF NOT EXISTS "draw_entries" (
	"class_id" integer NOT NULL REFERENCES "draws"("class_id") ON DELETE CASCADE,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone,
	CONSTRAINT "draw_entries_pk" PRIMARY KEY ("class_id", "user_id")
);
