-- A mail's states as the mailer writes them (infra/mail/mailer.ts), as every other status column
-- lists its own: a mail written with any other state would never be sent nor counted as failed.
-- Dropped first so that a second run (a restore rebuilding the schema) adds it once.
ALTER TABLE "mail_outbox" DROP CONSTRAINT IF EXISTS "mail_outbox_status";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_status" CHECK ("mail_outbox"."status" in ('PENDING', 'SENT', 'FAILED'));
