CREATE TABLE "recurring_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"period" text NOT NULL,
	"attempt" integer NOT NULL,
	"status" text DEFAULT 'claimed' NOT NULL,
	"payment_id" uuid,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recurring_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payer_email" text NOT NULL,
	"payer_name" text NOT NULL,
	"payer_phone" text DEFAULT '' NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"amount_rwf" bigint NOT NULL,
	"method" text NOT NULL,
	"child_id" uuid,
	"target" text NOT NULL,
	"day_of_month" integer NOT NULL,
	"period" text NOT NULL,
	"next_due_on" date NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"reminded_for" text,
	"status" text DEFAULT 'active' NOT NULL,
	"template" jsonb NOT NULL,
	"origin_payment_id" uuid NOT NULL,
	"last_paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recurring_charges" ADD CONSTRAINT "recurring_charges_plan_id_recurring_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."recurring_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_charges" ADD CONSTRAINT "recurring_charges_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_plans" ADD CONSTRAINT "recurring_plans_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_plans" ADD CONSTRAINT "recurring_plans_origin_payment_id_payments_id_fk" FOREIGN KEY ("origin_payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_charges_try_idx" ON "recurring_charges" USING btree ("plan_id","period","attempt");--> statement-breakpoint
CREATE INDEX "recurring_charges_payment_idx" ON "recurring_charges" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_plans_origin_idx" ON "recurring_plans" USING btree ("origin_payment_id");--> statement-breakpoint
CREATE INDEX "recurring_plans_run_idx" ON "recurring_plans" USING btree ("status","next_run_at");--> statement-breakpoint
CREATE INDEX "recurring_plans_email_idx" ON "recurring_plans" USING btree ("payer_email");