CREATE TABLE "scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"wod_id" integer NOT NULL,
	"block_id" text NOT NULL,
	"division" text NOT NULL,
	"kind" text NOT NULL,
	"seconds" integer,
	"rounds" integer,
	"reps" integer,
	"load" numeric(10, 2),
	"calories" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scores_once" UNIQUE("user_id","wod_id","block_id"),
	CONSTRAINT "scores_division" CHECK ("scores"."division" in ('RX', 'SCALED')),
	CONSTRAINT "scores_result" CHECK (
		("scores"."kind" = 'time' and "scores"."seconds" > 0 and num_nonnulls("scores"."rounds", "scores"."reps", "scores"."load", "scores"."calories") = 0)
		or ("scores"."kind" = 'rounds_reps' and "scores"."rounds" >= 0 and "scores"."reps" >= 0 and "scores"."rounds" + "scores"."reps" > 0 and num_nonnulls("scores"."seconds", "scores"."load", "scores"."calories") = 0)
		or ("scores"."kind" = 'load' and "scores"."load" > 0 and num_nonnulls("scores"."seconds", "scores"."rounds", "scores"."reps", "scores"."calories") = 0)
		or ("scores"."kind" = 'reps' and "scores"."reps" > 0 and num_nonnulls("scores"."seconds", "scores"."rounds", "scores"."load", "scores"."calories") = 0)
		or ("scores"."kind" = 'calories' and "scores"."calories" > 0 and num_nonnulls("scores"."seconds", "scores"."rounds", "scores"."reps", "scores"."load") = 0)
	)
);
--> statement-breakpoint
CREATE TABLE "score_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"show_on_whiteboard" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_wod_id_wods_id_fk" FOREIGN KEY ("wod_id") REFERENCES "public"."wods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_settings" ADD CONSTRAINT "score_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scores_wod" ON "scores" USING btree ("wod_id");--> statement-breakpoint
CREATE INDEX "scores_user" ON "scores" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "movement_records_one_rm" ON "movement_records" USING btree ("user_id","movement_id") WHERE "movement_records"."rm";
