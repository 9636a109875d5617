-- The admin's contact inbox. A message is handled when someone at the box answered it;
-- who did stays known until their account goes.
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_by" integer REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
-- The inbox opens on the messages still to answer, newest first.
CREATE INDEX "contact_messages_unhandled" ON "contact_messages" ("id") WHERE "handled_at" IS NULL;
