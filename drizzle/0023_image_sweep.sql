CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "unreferenced_since" timestamp with time zone;