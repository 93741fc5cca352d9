CREATE TABLE "bonus_answers" (
	"group_user_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"answer" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_answers_group_user_id_question_id_pk" PRIMARY KEY("group_user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "bonus_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"key" text,
	"kind" text NOT NULL,
	"text" text,
	"locks_at" timestamp with time zone,
	"answer" jsonb,
	"answer_source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_bonus_questions" (
	"group_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"points" integer NOT NULL,
	CONSTRAINT "group_bonus_questions_group_id_question_id_pk" PRIMARY KEY("group_id","question_id"),
	CONSTRAINT "group_bonus_questions_points" CHECK ("group_bonus_questions"."points" between 1 and 50)
);
--> statement-breakpoint
ALTER TABLE "bonus_answers" ADD CONSTRAINT "bonus_answers_group_user_id_group_users_id_fk" FOREIGN KEY ("group_user_id") REFERENCES "public"."group_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_answers" ADD CONSTRAINT "bonus_answers_question_id_bonus_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."bonus_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_questions" ADD CONSTRAINT "bonus_questions_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_bonus_questions" ADD CONSTRAINT "group_bonus_questions_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_bonus_questions" ADD CONSTRAINT "group_bonus_questions_question_id_bonus_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."bonus_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonus_answers_question_idx" ON "bonus_answers" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_questions_tournament_key_idx" ON "bonus_questions" USING btree ("tournament_id","key");--> statement-breakpoint
CREATE INDEX "bonus_questions_tournament_idx" ON "bonus_questions" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "group_bonus_questions_question_idx" ON "group_bonus_questions" USING btree ("question_id");