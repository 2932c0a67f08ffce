CREATE TABLE "momo_preapprovals" (
	"reference_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"status" text DEFAULT 'wanted' NOT NULL,
	"payer_phone" text NOT NULL,
	"max_rwf" bigint NOT NULL,
	"ends_on" date NOT NULL,
	"asked_at" timestamp with time zone,
	"next_check_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checks" bigint DEFAULT 0 NOT NULL,
	"settled_at" timestamp with time zone,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recurring_plans" ADD COLUMN "preapproval_ref" uuid;--> statement-breakpoint
ALTER TABLE "recurring_plans" ADD COLUMN "preapproval_status" text;--> statement-breakpoint
ALTER TABLE "recurring_plans" ADD COLUMN "preapproval_max_rwf" bigint;--> statement-breakpoint
ALTER TABLE "recurring_plans" ADD COLUMN "preapproval_ends_on" date;--> statement-breakpoint
ALTER TABLE "recurring_plans" ADD COLUMN "card_expires_on" date;--> statement-breakpoint
ALTER TABLE "recurring_plans" ADD COLUMN "debit_notice_for" text;--> statement-breakpoint
ALTER TABLE "recurring_plans" ADD COLUMN "card_notice_for" text;--> statement-breakpoint
ALTER TABLE "momo_preapprovals" ADD CONSTRAINT "momo_preapprovals_plan_id_recurring_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."recurring_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "momo_preapprovals_due_idx" ON "momo_preapprovals" USING btree ("status","next_check_at");--> statement-breakpoint
CREATE INDEX "momo_preapprovals_plan_idx" ON "momo_preapprovals" USING btree ("plan_id");