CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"icon" text NOT NULL,
	"color" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"single_book" boolean DEFAULT false NOT NULL,
	"credit_type" text NOT NULL,
	CONSTRAINT "activities_key_unique" UNIQUE("key"),
	CONSTRAINT "activities_credit_type" CHECK ("activities"."credit_type" in ('ACTIVITY', 'OPEN'))
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cards_last4" CHECK ("cards"."last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "class_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"day" smallint NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"max_people" integer DEFAULT 12 NOT NULL,
	CONSTRAINT "class_templates_day" CHECK ("class_templates"."day" between 0 and 6),
	CONSTRAINT "class_templates_times" CHECK ("class_templates"."end_time" > "class_templates"."start_time"),
	CONSTRAINT "class_templates_size" CHECK ("class_templates"."max_people" > 0)
);
--> statement-breakpoint
CREATE TABLE "class_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"validated" boolean DEFAULT false NOT NULL,
	"credit_source" text,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_users_once" UNIQUE("class_id","user_id"),
	CONSTRAINT "class_users_status" CHECK ("class_users"."status" in ('IN', 'WAIT')),
	CONSTRAINT "class_users_validated_in" CHECK (not "class_users"."validated" or "class_users"."status" = 'IN')
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"template_id" integer,
	"date" date NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"max_people" integer NOT NULL,
	"show" boolean DEFAULT true NOT NULL,
	"free" boolean DEFAULT false NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "classes_template_date" UNIQUE("template_id","date"),
	CONSTRAINT "classes_times" CHECK ("classes"."ends_at" > "classes"."starts_at"),
	CONSTRAINT "classes_size" CHECK ("classes"."max_people" > 0)
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"receipt_id" uuid,
	"class_user_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_receipt_id_unique" UNIQUE("receipt_id"),
	CONSTRAINT "credit_ledger_delta" CHECK ("credit_ledger"."delta" <> 0)
);
--> statement-breakpoint
CREATE TABLE "days_off" (
	"id" serial PRIMARY KEY NOT NULL,
	"when" date NOT NULL,
	"frequency" text NOT NULL,
	"skip" boolean DEFAULT false NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	CONSTRAINT "days_off_when" UNIQUE("when","frequency"),
	CONSTRAINT "days_off_frequency" CHECK ("days_off"."frequency" in ('ONCE', 'RECURRENT'))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "movement_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"movement_id" integer NOT NULL,
	"when" date NOT NULL,
	"value" numeric(10, 2) NOT NULL,
	"rm" boolean DEFAULT false NOT NULL,
	CONSTRAINT "movement_records_day" UNIQUE("user_id","movement_id","when"),
	CONSTRAINT "movement_records_value" CHECK ("movement_records"."value" > 0)
);
--> statement-breakpoint
CREATE TABLE "movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"abbreviation" text NOT NULL,
	"unit" text NOT NULL,
	"has_rm" boolean DEFAULT false NOT NULL,
	CONSTRAINT "movements_name_unique" UNIQUE("name"),
	CONSTRAINT "movements_unit" CHECK ("movements"."unit" in ('kg', 'lb', 'reps'))
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "plan_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"to_plan_id" integer,
	"to_pro" boolean DEFAULT false NOT NULL,
	"effective_on" date NOT NULL,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"activity_credits" smallint NOT NULL,
	"open_credits" smallint NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	CONSTRAINT "plans_key_unique" UNIQUE("key"),
	CONSTRAINT "plans_credits" CHECK ("plans"."activity_credits" between 0 and 99 and "plans"."open_credits" between 0 and 99),
	CONSTRAINT "plans_price" CHECK ("plans"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	CONSTRAINT "products_price" CHECK ("products"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"id" serial PRIMARY KEY NOT NULL,
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"purpose" text NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipts_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "receipts_amount" CHECK ("receipts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "recoveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" smallint NOT NULL,
	"week" smallint NOT NULL,
	"when" date NOT NULL,
	"wbs" jsonb NOT NULL,
	CONSTRAINT "recoveries_week" UNIQUE("year","week"),
	CONSTRAINT "recoveries_week_range" CHECK ("recoveries"."week" between 1 and 53)
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"family_expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sepa_mandates" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"holder" text NOT NULL,
	"iban" text NOT NULL,
	"reference" text NOT NULL,
	"signed_on" date NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sepa_mandates_reference_unique" UNIQUE("reference"),
	CONSTRAINT "sepa_mandates_iban" CHECK ("sepa_mandates"."iban" ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$')
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"cin" text NOT NULL,
	"password_hash" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"discount" numeric(10, 2) DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"image" text,
	"observations" text DEFAULT '' NOT NULL,
	"pro" boolean DEFAULT false NOT NULL,
	"roles" text[] DEFAULT '{USER}'::text[] NOT NULL,
	"birth" date,
	"sex" text,
	"plan_id" integer,
	"balance_activity" integer DEFAULT 0 NOT NULL,
	"balance_open" integer DEFAULT 0 NOT NULL,
	"payment_customer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_cin_unique" UNIQUE("cin"),
	CONSTRAINT "users_status" CHECK ("users"."status" in ('INACTIVE', 'ACTIVE', 'MAINTENANCE')),
	CONSTRAINT "users_sex" CHECK ("users"."sex" is null or "users"."sex" in ('MASCULINE', 'FEMININE')),
	CONSTRAINT "users_cin_upper" CHECK ("users"."cin" = upper("users"."cin") and "users"."cin" !~ '\s'),
	CONSTRAINT "users_balance" CHECK ("users"."balance_activity" >= 0 and "users"."balance_open" >= 0),
	CONSTRAINT "users_discount" CHECK ("users"."discount" between 0 and 100),
	CONSTRAINT "users_roles" CHECK ("users"."roles" <@ array['USER','ADMIN','TRAINER','TESTER']::text[])
);
--> statement-breakpoint
CREATE TABLE "wods" (
	"id" serial PRIMARY KEY NOT NULL,
	"when" date NOT NULL,
	"wbs" jsonb NOT NULL,
	CONSTRAINT "wods_when_unique" UNIQUE("when")
);
--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_templates" ADD CONSTRAINT "class_templates_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_users" ADD CONSTRAINT "class_users_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_users" ADD CONSTRAINT "class_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_template_id_class_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."class_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movement_records" ADD CONSTRAINT "movement_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movement_records" ADD CONSTRAINT "movement_records_movement_id_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."movements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_changes" ADD CONSTRAINT "plan_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_changes" ADD CONSTRAINT "plan_changes_to_plan_id_plans_id_fk" FOREIGN KEY ("to_plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD CONSTRAINT "sepa_mandates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cards_one_default" ON "cards" USING btree ("user_id") WHERE "cards"."is_default";--> statement-breakpoint
CREATE INDEX "class_users_user" ON "class_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "classes_date" ON "classes" USING btree ("date");--> statement-breakpoint
CREATE INDEX "credit_ledger_user" ON "credit_ledger" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_pending" ON "mail_outbox" USING btree ("created_at") WHERE "mail_outbox"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "plan_changes_pending" ON "plan_changes" USING btree ("effective_on") WHERE "plan_changes"."applied_at" is null;--> statement-breakpoint
CREATE INDEX "rate_limit_hits_lookup" ON "rate_limit_hits" USING btree ("bucket","key","at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sepa_mandates_one_active" ON "sepa_mandates" USING btree ("user_id") WHERE "sepa_mandates"."revoked_at" is null;