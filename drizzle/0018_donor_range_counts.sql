CREATE TABLE "donor_days_version" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "donor_range_counts" (
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"version" bigint NOT NULL,
	"donors" bigint NOT NULL,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donor_range_counts_first_day_last_day_pk" PRIMARY KEY("first_day","last_day")
);
--> statement-breakpoint
CREATE INDEX "donor_days_email_key_day_idx" ON "donor_days" USING btree ("email_key","day");