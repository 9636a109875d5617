-- Why a class was cancelled: a day off brings its classes back when it is skipped or deleted,
-- and must not bring back one that staff cancelled for another reason.
ALTER TABLE "classes" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
UPDATE "classes" SET "cancel_reason" = 'DAY_OFF' WHERE "cancelled_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_cancel_reason" CHECK (("cancelled_at" IS NULL) = ("cancel_reason" IS NULL) AND "cancel_reason" IN ('DAY_OFF', 'STAFF'));
