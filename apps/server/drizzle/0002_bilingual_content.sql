-- The box's own content in Catalan and Spanish (docs/product.md). Existing rows get their one text in
-- both languages until someone translates it; `name`/`description` become generated from the
-- Spanish text, so clients that read one text keep reading what they read before.
ALTER TABLE "activities" ADD COLUMN "name_ca" text, ADD COLUMN "name_es" text, ADD COLUMN "description_ca" text DEFAULT '' NOT NULL, ADD COLUMN "description_es" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "activities" SET "name_ca" = "name", "name_es" = "name", "description_ca" = "description", "description_es" = "description";--> statement-breakpoint
ALTER TABLE "activities" ALTER COLUMN "name_ca" SET NOT NULL, ALTER COLUMN "name_es" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" DROP COLUMN "name", DROP COLUMN "description";--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "name" text GENERATED ALWAYS AS ("name_es") STORED NOT NULL, ADD COLUMN "description" text GENERATED ALWAYS AS ("description_es") STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "name_ca" text, ADD COLUMN "name_es" text;--> statement-breakpoint
UPDATE "plans" SET "name_ca" = "name", "name_es" = "name";--> statement-breakpoint
ALTER TABLE "plans" ALTER COLUMN "name_ca" SET NOT NULL, ALTER COLUMN "name_es" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" DROP COLUMN "name";--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "name" text GENERATED ALWAYS AS ("name_es") STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_ca" text, ADD COLUMN "name_es" text, ADD COLUMN "description_ca" text DEFAULT '' NOT NULL, ADD COLUMN "description_es" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "products" SET "name_ca" = "name", "name_es" = "name";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "name_ca" SET NOT NULL, ALTER COLUMN "name_es" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "name";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name" text GENERATED ALWAYS AS ("name_es") STORED NOT NULL, ADD COLUMN "description" text GENERATED ALWAYS AS ("description_es") STORED NOT NULL;
