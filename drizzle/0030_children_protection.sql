CREATE TABLE "child_departures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid,
	"reason" text NOT NULL,
	"message" text NOT NULL,
	"sponsorship_id" uuid,
	"plan_id" uuid,
	"plan_status_before" text,
	"sponsor_name" text,
	"sponsor_email" text,
	"lang" text DEFAULT 'en' NOT NULL,
	"choice" text,
	"new_child_id" uuid,
	"chosen_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "preferred_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "district" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "private_needs" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "consent_given_by" text;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "consent_given_on" date;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "consent_scope" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "waiting_since" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "left_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "listed" boolean GENERATED ALWAYS AS ('listing' = ANY(consent_scope) AND left_at IS NULL) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "child_departures" ADD CONSTRAINT "child_departures_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_departures" ADD CONSTRAINT "child_departures_sponsorship_id_sponsorships_id_fk" FOREIGN KEY ("sponsorship_id") REFERENCES "public"."sponsorships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_departures" ADD CONSTRAINT "child_departures_plan_id_recurring_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."recurring_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_departures" ADD CONSTRAINT "child_departures_new_child_id_children_id_fk" FOREIGN KEY ("new_child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_departures" ADD CONSTRAINT "child_departures_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "child_departures_child_idx" ON "child_departures" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "child_departures_sponsor_idx" ON "child_departures" USING btree (lower("sponsor_email"));--> statement-breakpoint
CREATE INDEX "child_departures_open_idx" ON "child_departures" USING btree ("created_at") WHERE "child_departures"."chosen_at" IS NULL AND "child_departures"."sponsor_email" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "children_listed_waiting_idx" ON "children" USING btree ("is_sponsored","waiting_since","id") WHERE "children"."listed";--> statement-breakpoint
-- Data (hand-written; docs/children-protection.md): every existing child gets a preferred
-- name (the first name), a district (the last part of "Sector, District"; none when the
-- place has one part, which may be exact) and waits since it was added.
UPDATE "children" SET
  "preferred_name" = split_part(btrim("name"), ' ', 1),
  "district" = CASE WHEN position(',' IN "location") > 0 THEN btrim(regexp_replace("location", '^.*,', '')) ELSE '' END,
  "waiting_since" = "created_at";--> statement-breakpoint
-- No guardian's consent is on record for a real child: existing children become unlisted
-- until staff record it (Law No 058/2021, art. 9). The demo seed's children are fictional
-- (demo_records): they keep being listed under the demo's own consent, as a new seed does.
UPDATE "children" SET
  "consent_given_by" = 'Demo content: fictional child',
  "consent_given_on" = CURRENT_DATE,
  "consent_scope" = ARRAY['listing', 'photo', 'story']::text[],
  "preferred_name" = CASE WHEN "name" = 'Jean Bosco Niyonzima' THEN 'Jean Bosco' ELSE "preferred_name" END,
  "district" = 'Musanze'
WHERE "id" IN (SELECT "record_id" FROM "demo_records" WHERE "kind" = 'child');