-- The admin's catalog. A plan, a product or a movement is disabled rather than deleted,
-- because receipts, memberships and records point at it: disabled ones leave the members' lists
-- (and can no longer be joined) but stay for history. Activities have had `enabled` since 0000.
ALTER TABLE "plans" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;
