CREATE TABLE "job_files" (
	"run_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "error_code" text;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "error_params" jsonb;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "payload" jsonb;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "queued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_files" ADD CONSTRAINT "job_files_run_id_job_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."job_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_runs_status_idx" ON "job_runs" USING btree ("status","queued_at");