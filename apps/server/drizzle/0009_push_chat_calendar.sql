-- Pushes through an outbox, the staff chat and the private calendar feed.
-- A device's pushes are written in the language the app had on it when it subscribed.
ALTER TABLE "push_subscriptions" ADD COLUMN "language" text DEFAULT 'es' NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_language" CHECK ("language" IN ('ca', 'es'));--> statement-breakpoint
CREATE INDEX "push_subscriptions_user" ON "push_subscriptions" ("user_id");--> statement-breakpoint
-- One row per push and device, written in the transaction of the change that causes it, so a push
-- leaves only if that change commits (infra/push/push-outbox.ts); sent by the sender loop.
CREATE TABLE "push_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL REFERENCES "push_subscriptions"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"topic" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"send_after" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "push_outbox_status" CHECK ("status" IN ('PENDING', 'SENDING', 'SENT', 'FAILED'))
);--> statement-breakpoint
CREATE INDEX "push_outbox_due" ON "push_outbox" ("id") WHERE "status" IN ('PENDING', 'SENDING');--> statement-breakpoint
CREATE INDEX "push_outbox_topic" ON "push_outbox" ("topic") WHERE "status" = 'PENDING';--> statement-breakpoint
-- A member's choice of reminder; no row means the default (60 minutes), null means none.
CREATE TABLE "push_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"reminder_minutes" integer,
	CONSTRAINT "push_preferences_reminder" CHECK ("reminder_minutes" IS NULL OR "reminder_minutes" BETWEEN 5 AND 1440)
);--> statement-breakpoint
-- A reminder sent for a member's class: the key makes it once, whatever the number of processes.
CREATE TABLE "push_reminders" (
	"class_id" integer NOT NULL REFERENCES "classes"("id") ON DELETE CASCADE,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_reminders_pk" PRIMARY KEY ("class_id", "user_id")
);--> statement-breakpoint
-- The staff chat: one conversation per member (user_id), written by the member or by staff.
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"from" text NOT NULL,
	"author_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_from" CHECK ("from" IN ('user', 'admin')),
	CONSTRAINT "chat_messages_content" CHECK (char_length("content") BETWEEN 1 AND 1000)
);--> statement-breakpoint
CREATE INDEX "chat_messages_conversation" ON "chat_messages" ("user_id", "id");--> statement-breakpoint
-- Where each side has read up to: the member, and the staff as one (a shared inbox).
CREATE TABLE "chat_conversations" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"last_message_id" integer NOT NULL,
	"member_read_id" integer DEFAULT 0 NOT NULL,
	"staff_read_id" integer DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE INDEX "chat_conversations_recent" ON "chat_conversations" ("last_message_id");--> statement-breakpoint
-- A member's private iCalendar address; resetting it replaces the token, and the old one stops working.
CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"token" text NOT NULL UNIQUE,
	"language" text DEFAULT 'es' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_language" CHECK ("language" IN ('ca', 'es'))
);
