CREATE TABLE "daily_totals" (
	"source" text NOT NULL,
	"day" date NOT NULL,
	"key" text NOT NULL,
	"n" bigint NOT NULL,
	"amount" numeric NOT NULL,
	CONSTRAINT "daily_totals_source_day_key_pk" PRIMARY KEY("source","day","key")
);
--> statement-breakpoint
CREATE TABLE "donor_days" (
	"day" date NOT NULL,
	"email_key" text NOT NULL,
	"donations" bigint NOT NULL,
	CONSTRAINT "donor_days_day_email_key_pk" PRIMARY KEY("day","email_key")
);
--> statement-breakpoint
CREATE INDEX "donations_child_created_idx" ON "donations" USING btree ("created_at","child_id") WHERE "donations"."child_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_status_created_idx" ON "payments" USING btree ("status","created_at","id");