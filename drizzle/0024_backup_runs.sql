CREATE TABLE "backup_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"trigger" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"status" text NOT NULL,
	"file_name" text,
	"bytes" bigint,
	"sha256" text,
	"error" text,
	"offsite" text DEFAULT 'none' NOT NULL,
	"offsite_error" text,
	"instance" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "backup_runs_started_idx" ON "backup_runs" USING btree ("started_at");