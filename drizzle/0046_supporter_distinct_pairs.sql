CREATE TABLE "supporter_distinct_pairs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supporter_a" uuid NOT NULL,
	"supporter_b" uuid NOT NULL,
	"dismissed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supporter_distinct_pairs" ADD CONSTRAINT "supporter_distinct_pairs_supporter_a_supporters_id_fk" FOREIGN KEY ("supporter_a") REFERENCES "public"."supporters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporter_distinct_pairs" ADD CONSTRAINT "supporter_distinct_pairs_supporter_b_supporters_id_fk" FOREIGN KEY ("supporter_b") REFERENCES "public"."supporters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporter_distinct_pairs" ADD CONSTRAINT "supporter_distinct_pairs_dismissed_by_admin_users_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "supporter_distinct_pairs_pair_idx" ON "supporter_distinct_pairs" USING btree ("supporter_a","supporter_b");--> statement-breakpoint
CREATE INDEX "supporter_distinct_pairs_b_idx" ON "supporter_distinct_pairs" USING btree ("supporter_b");