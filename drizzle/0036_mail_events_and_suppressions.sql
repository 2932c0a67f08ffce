CREATE TABLE "mail_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"relay" text NOT NULL,
	"event_key" text NOT NULL,
	"type" text NOT NULL,
	"email" text NOT NULL,
	"kind" text,
	"send_id" uuid,
	"detail" text,
	"outcome" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_suppressions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"reason" text NOT NULL,
	"scope" text NOT NULL,
	"event_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_by" text,
	"lifted_by_id" uuid
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "mail_suppressions" ADD CONSTRAINT "mail_suppressions_event_id_mail_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."mail_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_events_relay_key_idx" ON "mail_events" USING btree ("relay","event_key");--> statement-breakpoint
CREATE INDEX "mail_events_email_idx" ON "mail_events" USING btree ("email","occurred_at");--> statement-breakpoint
CREATE INDEX "mail_events_occurred_idx" ON "mail_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "mail_events_send_idx" ON "mail_events" USING btree ("send_id") WHERE "mail_events"."send_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_suppressions_active_idx" ON "mail_suppressions" USING btree ("email") WHERE "mail_suppressions"."lifted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "mail_suppressions_email_idx" ON "mail_suppressions" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree (lower("to"),"created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_sent_idx" ON "mail_outbox" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_not_sent_idx" ON "mail_outbox" USING btree ("created_at") WHERE "mail_outbox"."status" = 'failed';--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_email_idx" ON "newsletter_deliveries" USING btree ("email","sent_at");