CREATE TABLE "late_cancellations" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"credit_source" text NOT NULL,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "late_cancellations_kind" CHECK ("late_cancellations"."kind" in ('ACTIVITY', 'OPEN')),
	CONSTRAINT "late_cancellations_source" CHECK ("late_cancellations"."credit_source" in ('PLAN', 'BALANCE'))
);
--> statement-breakpoint
ALTER TABLE "late_cancellations" ADD CONSTRAINT "late_cancellations_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_cancellations" ADD CONSTRAINT "late_cancellations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "late_cancellations_user_date" ON "late_cancellations" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "late_cancellations_class" ON "late_cancellations" USING btree ("class_id");