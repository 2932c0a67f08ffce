CREATE TABLE "kept_plan_months" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"period" text NOT NULL,
	"donation_id" uuid,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kept_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sponsorship_id" uuid NOT NULL,
	"supporter_id" uuid,
	"child_id" uuid,
	"payer_name" text NOT NULL,
	"method" text NOT NULL,
	"amount_rwf" bigint NOT NULL,
	"day_of_month" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"file" "bytea",
	"photos" "bytea",
	"dry_run" boolean NOT NULL,
	"skip_errors" boolean DEFAULT false NOT NULL,
	"admin_id" uuid,
	"time_zone" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"reason" text,
	"answer_status" integer,
	"answer" jsonb,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recurring_plans" ALTER COLUMN "origin_payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "offline_donations" ADD COLUMN "ref" text;--> statement-breakpoint
ALTER TABLE "sponsorships" ADD COLUMN "ref" text;--> statement-breakpoint
ALTER TABLE "kept_plan_months" ADD CONSTRAINT "kept_plan_months_plan_id_kept_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."kept_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kept_plan_months" ADD CONSTRAINT "kept_plan_months_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kept_plan_months" ADD CONSTRAINT "kept_plan_months_recorded_by_admin_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kept_plans" ADD CONSTRAINT "kept_plans_sponsorship_id_sponsorships_id_fk" FOREIGN KEY ("sponsorship_id") REFERENCES "public"."sponsorships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kept_plans" ADD CONSTRAINT "kept_plans_supporter_id_supporters_id_fk" FOREIGN KEY ("supporter_id") REFERENCES "public"."supporters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kept_plans" ADD CONSTRAINT "kept_plans_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_admin_id_admin_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kept_plan_months_period_idx" ON "kept_plan_months" USING btree ("plan_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "kept_plans_sponsorship_idx" ON "kept_plans" USING btree ("sponsorship_id");--> statement-breakpoint
CREATE INDEX "kept_plans_status_idx" ON "kept_plans" USING btree ("status");--> statement-breakpoint
CREATE INDEX "import_jobs_due_idx" ON "import_jobs" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "offline_donations_ref_idx" ON "offline_donations" USING btree ("ref") WHERE "offline_donations"."ref" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sponsorships_ref_idx" ON "sponsorships" USING btree ("ref") WHERE "sponsorships"."ref" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "supporters_phone_digits_idx" ON "supporters" USING btree (regexp_replace("phone", '[^0-9]', '', 'g')) WHERE "supporters"."phone" <> '';