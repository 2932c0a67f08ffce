ALTER TABLE "admin_users" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "recurring_plans" ADD COLUMN "stop_reason" text;--> statement-breakpoint
ALTER TABLE "supporter_notes" ADD COLUMN "kind" text DEFAULT 'note' NOT NULL;--> statement-breakpoint
CREATE INDEX "supporter_notes_calls_idx" ON "supporter_notes" USING btree ("created_at") WHERE "supporter_notes"."kind" = 'call';