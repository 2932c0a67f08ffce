-- Totals from plain SQL (issue 26, decision 014 superseding 010): the kept totals of
-- migrations 0011-0020 go, with their triggers, functions, views and the global advisory
-- lock. The Donors list, Donation Records and the analytics read the records themselves.
DROP TRIGGER IF EXISTS donations_totals ON "donations";--> statement-breakpoint
DROP TRIGGER IF EXISTS donations_daily ON "donations";--> statement-breakpoint
DROP TRIGGER IF EXISTS donations_donor_summary ON "donations";--> statement-breakpoint
DROP TRIGGER IF EXISTS payments_daily ON "payments";--> statement-breakpoint
DROP TRIGGER IF EXISTS contact_messages_daily ON "contact_messages";--> statement-breakpoint
DROP TRIGGER IF EXISTS applications_daily ON "applications";--> statement-breakpoint
DROP TRIGGER IF EXISTS subscriptions_daily ON "subscriptions";--> statement-breakpoint
DROP TRIGGER IF EXISTS blog_posts_daily ON "blog_posts";--> statement-breakpoint
DROP TRIGGER IF EXISTS sponsorship_payments_donor_summary ON "sponsorship_payments";--> statement-breakpoint
DROP TRIGGER IF EXISTS gift_orders_donor_summary ON "gift_orders";--> statement-breakpoint
DROP FUNCTION IF EXISTS apply_created_days();--> statement-breakpoint
DROP FUNCTION IF EXISTS apply_donation_days();--> statement-breakpoint
DROP FUNCTION IF EXISTS apply_donation_totals();--> statement-breakpoint
DROP FUNCTION IF EXISTS apply_donor_summary();--> statement-breakpoint
DROP FUNCTION IF EXISTS apply_post_days();--> statement-breakpoint
DROP FUNCTION IF EXISTS apply_status_days();--> statement-breakpoint
DROP FUNCTION IF EXISTS bump_daily_total(text, text, timestamptz, integer, numeric);--> statement-breakpoint
DROP FUNCTION IF EXISTS bump_donation_groupings(text, text, text, integer, bigint);--> statement-breakpoint
DROP FUNCTION IF EXISTS bump_donation_total(text, text, text, integer, bigint);--> statement-breakpoint
DROP FUNCTION IF EXISTS bump_donor_day(text, timestamptz, integer);--> statement-breakpoint
DROP FUNCTION IF EXISTS rebuild_daily_totals();--> statement-breakpoint
DROP FUNCTION IF EXISTS rebuild_donation_totals();--> statement-breakpoint
DROP FUNCTION IF EXISTS rebuild_donor_summaries();--> statement-breakpoint
DROP FUNCTION IF EXISTS refresh_donor_summary(text);--> statement-breakpoint
DROP FUNCTION IF EXISTS lock_kept_totals();--> statement-breakpoint
DROP VIEW IF EXISTS donor_summary_source;--> statement-breakpoint
DROP VIEW IF EXISTS donor_gifts;--> statement-breakpoint
DROP TABLE IF EXISTS "donor_range_counts";--> statement-breakpoint
DROP TABLE IF EXISTS "donor_days_version";--> statement-breakpoint
DROP TABLE IF EXISTS "donor_days";--> statement-breakpoint
DROP TABLE IF EXISTS "daily_totals";--> statement-breakpoint
DROP TABLE IF EXISTS "donor_summaries";--> statement-breakpoint
DROP TABLE IF EXISTS "donation_sums";--> statement-breakpoint
DROP TABLE IF EXISTS "donation_totals";--> statement-breakpoint
CREATE TABLE "supporter_consents" (
	"supporter_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"given_at" timestamp with time zone,
	"given_source" text,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_source" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supporter_consents_supporter_id_purpose_pk" PRIMARY KEY("supporter_id","purpose")
);
--> statement-breakpoint
CREATE TABLE "supporters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text DEFAULT '' NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "supporter_id" uuid;
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "supporter_id" uuid;
--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "supporter_id" uuid;
--> statement-breakpoint
ALTER TABLE "gift_orders" ADD COLUMN "supporter_id" uuid;
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "supporter_id" uuid;
--> statement-breakpoint
ALTER TABLE "giving_profiles" ADD COLUMN "supporter_id" uuid;
--> statement-breakpoint
ALTER TABLE "recurring_plans" ADD COLUMN "supporter_id" uuid;
--> statement-breakpoint
ALTER TABLE "sponsorship_payments" ADD COLUMN "supporter_id" uuid;
--> statement-breakpoint
ALTER TABLE "sponsorships" ADD COLUMN "supporter_id" uuid;
--> statement-breakpoint
ALTER TABLE "unplaced_sponsorships" ADD COLUMN "supporter_id" uuid;
--> statement-breakpoint
ALTER TABLE "sms_consents" ADD COLUMN "supporter_id" uuid;
--> statement-breakpoint
ALTER TABLE "plan_change_requests" ADD COLUMN "supporter_id" uuid;
--> statement-breakpoint
ALTER TABLE "supporter_consents" ADD CONSTRAINT "supporter_consents_supporter_id_supporters_id_fk" FOREIGN KEY ("supporter_id") REFERENCES "public"."supporters"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "supporters_email_idx" ON "supporters" USING btree ("email") WHERE "supporters"."email" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "supporters_name_idx" ON "supporters" USING btree (lower("name"));
--> statement-breakpoint
CREATE INDEX "supporters_phone_idx" ON "supporters" USING btree ("phone") WHERE "supporters"."phone" <> '';
--> statement-breakpoint
CREATE INDEX "supporters_created_idx" ON "supporters" USING btree ("created_at","id");--> statement-breakpoint
-- Existing people become supporters (issue 26): one per normalised address (trim, lower
-- case) over every record that holds a person, with the latest name, phone and language
-- given, and the first record's date.
INSERT INTO "supporters" ("email", "name", "phone", "lang", "created_at", "updated_at")
SELECT key,
  coalesce((array_agg(name ORDER BY at DESC) FILTER (WHERE name <> ''))[1], ''),
  coalesce((array_agg(phone ORDER BY at DESC) FILTER (WHERE phone <> ''))[1], ''),
  coalesce((array_agg(lang ORDER BY at DESC) FILTER (WHERE lang IN ('en', 'fr', 'rw')))[1], 'en'),
  min(at), max(at)
FROM (
  SELECT lower(trim(email)) AS key, trim(first_name || ' ' || last_name) AS name, trim(phone) AS phone, NULL::text AS lang, created_at AS at FROM "donations"
  UNION ALL SELECT lower(trim(sponsor_email)), trim(sponsor_name), trim(sponsor_phone), NULL, created_at FROM "sponsorship_payments"
  UNION ALL SELECT lower(trim(sponsor_email)), trim(coalesce(sponsor_name, '')), trim(coalesce(sponsor_phone, '')), NULL, started_at FROM "sponsorships" WHERE sponsor_email IS NOT NULL
  UNION ALL SELECT lower(trim(sponsor_email)), trim(sponsor_name), '', NULL, created_at FROM "unplaced_sponsorships"
  UNION ALL SELECT lower(trim(buyer_email)), trim(buyer_name), '', NULL, created_at FROM "gift_orders"
  UNION ALL SELECT lower(trim(payer_email)), trim(payer_name), trim(payer_phone), lang, created_at FROM "recurring_plans"
  UNION ALL SELECT lower(trim(payer_email)), '', '', NULL, created_at FROM "plan_change_requests"
  UNION ALL SELECT lower(trim(email)), '', '', NULL, created_at FROM "subscriptions"
  UNION ALL SELECT lower(trim(email)), trim(name), trim(phone), NULL, created_at FROM "contact_messages"
  UNION ALL SELECT lower(trim(email)), trim(first_name || ' ' || last_name), trim(phone), NULL, created_at FROM "applications"
  UNION ALL SELECT lower(trim(email_key)), '', '', NULL, updated_at FROM "giving_profiles"
) AS people
WHERE key <> ''
GROUP BY key;--> statement-breakpoint
UPDATE "donations" t SET "supporter_id" = s.id FROM "supporters" s WHERE s.email = lower(trim(t.email));--> statement-breakpoint
UPDATE "sponsorship_payments" t SET "supporter_id" = s.id FROM "supporters" s WHERE s.email = lower(trim(t.sponsor_email));--> statement-breakpoint
UPDATE "sponsorships" t SET "supporter_id" = s.id FROM "supporters" s WHERE s.email = lower(trim(t.sponsor_email));--> statement-breakpoint
UPDATE "unplaced_sponsorships" t SET "supporter_id" = s.id FROM "supporters" s WHERE s.email = lower(trim(t.sponsor_email));--> statement-breakpoint
UPDATE "gift_orders" t SET "supporter_id" = s.id FROM "supporters" s WHERE s.email = lower(trim(t.buyer_email));--> statement-breakpoint
UPDATE "recurring_plans" t SET "supporter_id" = s.id FROM "supporters" s WHERE s.email = lower(trim(t.payer_email));--> statement-breakpoint
UPDATE "plan_change_requests" t SET "supporter_id" = s.id FROM "supporters" s WHERE s.email = lower(trim(t.payer_email));--> statement-breakpoint
UPDATE "subscriptions" t SET "supporter_id" = s.id FROM "supporters" s WHERE s.email = lower(trim(t.email));--> statement-breakpoint
UPDATE "contact_messages" t SET "supporter_id" = s.id FROM "supporters" s WHERE s.email = lower(trim(t.email));--> statement-breakpoint
UPDATE "applications" t SET "supporter_id" = s.id FROM "supporters" s WHERE s.email = lower(trim(t.email));--> statement-breakpoint
UPDATE "giving_profiles" t SET "supporter_id" = s.id FROM "supporters" s WHERE s.email = lower(trim(t.email_key));--> statement-breakpoint
-- Records of a person without an address (a cash gift, a sponsor staff named): a
-- supporter each, when a name or phone is known (people without e-mail are not matched).
UPDATE "donations" SET "supporter_id" = gen_random_uuid() WHERE "supporter_id" IS NULL AND trim(first_name || last_name || phone) <> '';--> statement-breakpoint
INSERT INTO "supporters" ("id", "name", "phone", "created_at", "updated_at")
SELECT supporter_id, trim(first_name || ' ' || last_name), trim(phone), created_at, created_at FROM "donations"
WHERE "supporter_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "supporters" s WHERE s.id = "donations"."supporter_id");--> statement-breakpoint
UPDATE "sponsorships" SET "supporter_id" = gen_random_uuid() WHERE "supporter_id" IS NULL AND trim(coalesce(sponsor_name, '') || coalesce(sponsor_phone, '')) <> '';--> statement-breakpoint
INSERT INTO "supporters" ("id", "name", "phone", "created_at", "updated_at")
SELECT supporter_id, trim(coalesce(sponsor_name, '')), trim(coalesce(sponsor_phone, '')), started_at, started_at FROM "sponsorships"
WHERE "supporter_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "supporters" s WHERE s.id = "sponsorships"."supporter_id");--> statement-breakpoint
-- A number's SMS consent belongs to the supporter most recently seen with that number
-- (numbers compared as +2507XXXXXXXX, as sms/phone.ts writes them).
UPDATE "sms_consents" c SET "supporter_id" = (
  SELECT s.id FROM "supporters" s
  WHERE s.phone <> '' AND '+250' || right(regexp_replace(s.phone, '\D', '', 'g'), 9) = c.phone
    AND length(regexp_replace(s.phone, '\D', '', 'g')) IN (9, 10, 12)
  ORDER BY s.updated_at DESC LIMIT 1
);--> statement-breakpoint
INSERT INTO "supporter_consents" ("supporter_id", "purpose", "given_at", "given_source", "withdrawn_at", "withdrawn_source", "updated_at")
SELECT supporter_id, 'sms', consented_at, consent_source, opted_out_at, opt_out_source, updated_at FROM "sms_consents"
WHERE supporter_id IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- A subscription is the newsletter's consent, given the day it was made.
INSERT INTO "supporter_consents" ("supporter_id", "purpose", "given_at", "given_source", "updated_at")
SELECT supporter_id, 'newsletter', created_at, 'newsletter-form', created_at FROM "subscriptions"
WHERE supporter_id IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_supporter_id_supporters_id_fk" FOREIGN KEY ("supporter_id") REFERENCES "public"."supporters"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_supporter_id_supporters_id_fk" FOREIGN KEY ("supporter_id") REFERENCES "public"."supporters"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_supporter_id_supporters_id_fk" FOREIGN KEY ("supporter_id") REFERENCES "public"."supporters"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "gift_orders" ADD CONSTRAINT "gift_orders_supporter_id_supporters_id_fk" FOREIGN KEY ("supporter_id") REFERENCES "public"."supporters"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_supporter_id_supporters_id_fk" FOREIGN KEY ("supporter_id") REFERENCES "public"."supporters"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "giving_profiles" ADD CONSTRAINT "giving_profiles_supporter_id_supporters_id_fk" FOREIGN KEY ("supporter_id") REFERENCES "public"."supporters"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "recurring_plans" ADD CONSTRAINT "recurring_plans_supporter_id_supporters_id_fk" FOREIGN KEY ("supporter_id") REFERENCES "public"."supporters"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sponsorship_payments" ADD CONSTRAINT "sponsorship_payments_supporter_id_supporters_id_fk" FOREIGN KEY ("supporter_id") REFERENCES "public"."supporters"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_supporter_id_supporters_id_fk" FOREIGN KEY ("supporter_id") REFERENCES "public"."supporters"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "unplaced_sponsorships" ADD CONSTRAINT "unplaced_sponsorships_supporter_id_supporters_id_fk" FOREIGN KEY ("supporter_id") REFERENCES "public"."supporters"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sms_consents" ADD CONSTRAINT "sms_consents_supporter_id_supporters_id_fk" FOREIGN KEY ("supporter_id") REFERENCES "public"."supporters"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "plan_change_requests" ADD CONSTRAINT "plan_change_requests_supporter_id_supporters_id_fk" FOREIGN KEY ("supporter_id") REFERENCES "public"."supporters"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "applications_supporter_idx" ON "applications" USING btree ("supporter_id");
--> statement-breakpoint
CREATE INDEX "contact_messages_supporter_idx" ON "contact_messages" USING btree ("supporter_id");
--> statement-breakpoint
CREATE INDEX "donations_supporter_created_idx" ON "donations" USING btree ("supporter_id","created_at");
--> statement-breakpoint
CREATE INDEX "gift_orders_supporter_created_idx" ON "gift_orders" USING btree ("supporter_id","created_at");
--> statement-breakpoint
CREATE INDEX "subscriptions_supporter_idx" ON "subscriptions" USING btree ("supporter_id");
--> statement-breakpoint
CREATE INDEX "giving_profiles_supporter_idx" ON "giving_profiles" USING btree ("supporter_id");
--> statement-breakpoint
CREATE INDEX "recurring_plans_supporter_idx" ON "recurring_plans" USING btree ("supporter_id");
--> statement-breakpoint
CREATE INDEX "sponsorship_payments_supporter_created_idx" ON "sponsorship_payments" USING btree ("supporter_id","created_at");
--> statement-breakpoint
CREATE INDEX "sponsorships_supporter_idx" ON "sponsorships" USING btree ("supporter_id");
--> statement-breakpoint
CREATE INDEX "unplaced_sponsorships_supporter_idx" ON "unplaced_sponsorships" USING btree ("supporter_id");
--> statement-breakpoint
CREATE INDEX "sms_consents_supporter_idx" ON "sms_consents" USING btree ("supporter_id");
--> statement-breakpoint
CREATE INDEX "plan_change_requests_supporter_idx" ON "plan_change_requests" USING btree ("supporter_id");
