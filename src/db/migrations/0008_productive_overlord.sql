ALTER TABLE "mail_outbox" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "secret" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_user_idx" ON "mail_outbox" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."status" = 'queued';--> statement-breakpoint
-- Mails kept before this release held sign-in links, codes and reset links in clear: they go.
DELETE FROM "mail_outbox" WHERE "kind" IN ('verifyEmail', 'resetPassword', 'magicLink', 'otp', 'changeEmail', 'newsletterConfirm');
