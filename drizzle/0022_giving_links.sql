CREATE TABLE "giving_link_revocations" (
	"email" text PRIMARY KEY NOT NULL,
	"revoked_before" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_change_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"payer_email" text NOT NULL,
	"amount_rwf" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_link_tokens" (
	"mac" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recurring_plans" ADD COLUMN "remind_amount" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_change_requests" ADD CONSTRAINT "plan_change_requests_plan_id_recurring_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."recurring_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_change_requests_plan_idx" ON "plan_change_requests" USING btree ("plan_id","status");--> statement-breakpoint
CREATE INDEX "plan_change_requests_email_idx" ON "plan_change_requests" USING btree ("payer_email");--> statement-breakpoint
CREATE INDEX "used_link_tokens_expires_idx" ON "used_link_tokens" USING btree ("expires_at");