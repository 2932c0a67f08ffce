CREATE TABLE "sponsorships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid,
	"sponsor_name" text,
	"sponsor_email" text,
	"sponsor_phone" text,
	"source" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"payment_id" uuid,
	"created_by" uuid
);
--> statement-breakpoint
CREATE TABLE "unplaced_sponsorships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"child_id" uuid,
	"sponsor_name" text NOT NULL,
	"sponsor_email" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"resolution" text,
	"new_child_id" uuid,
	"note" text,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "held_by_payment_id" uuid;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "sponsorship_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payer_net" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payer_phone" text;--> statement-breakpoint
ALTER TABLE "sponsorship_payments" ADD COLUMN "sponsorship_id" uuid;--> statement-breakpoint
ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unplaced_sponsorships" ADD CONSTRAINT "unplaced_sponsorships_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unplaced_sponsorships" ADD CONSTRAINT "unplaced_sponsorships_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unplaced_sponsorships" ADD CONSTRAINT "unplaced_sponsorships_new_child_id_children_id_fk" FOREIGN KEY ("new_child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unplaced_sponsorships" ADD CONSTRAINT "unplaced_sponsorships_resolved_by_admin_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sponsorships_child_idx" ON "sponsorships" USING btree ("child_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sponsorships_one_active_idx" ON "sponsorships" USING btree ("child_id") WHERE "sponsorships"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "unplaced_sponsorships_payment_idx" ON "unplaced_sponsorships" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "unplaced_sponsorships_open_idx" ON "unplaced_sponsorships" USING btree ("created_at") WHERE "unplaced_sponsorships"."resolved_at" IS NULL;--> statement-breakpoint
ALTER TABLE "sponsorship_payments" ADD CONSTRAINT "sponsorship_payments_sponsorship_id_sponsorships_id_fk" FOREIGN KEY ("sponsorship_id") REFERENCES "public"."sponsorships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "children_held_idx" ON "children" USING btree ("held_until") WHERE "children"."held_by_payment_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_net_created_idx" ON "payments" USING btree ("payer_net","created_at");--> statement-breakpoint
CREATE INDEX "payments_phone_created_idx" ON "payments" USING btree ("payer_phone","created_at");--> statement-breakpoint
-- A child held by a pending sponsorship payment is "held" by it, until the payment's own expiry.
UPDATE "children" c SET "held_by_payment_id" = p."id", "held_until" = coalesce(p."expires_at", now() + interval '10 minutes')
FROM "payments" p
WHERE c."is_sponsored" AND p."kind" = 'sponsorship' AND p."status" = 'pending'
  AND p."purchase" ->> 'childId' = c."id"::text AND p."purchase" -> 'plan' IS NULL;--> statement-breakpoint
-- Every other sponsored child is sponsored by one sponsorship: its latest sponsor's, or staff's hand.
INSERT INTO "sponsorships" ("child_id", "sponsor_name", "sponsor_email", "sponsor_phone", "source", "status", "started_at", "payment_id")
SELECT c."id", sp."sponsor_name", sp."sponsor_email", sp."sponsor_phone",
  CASE WHEN sp."id" IS NULL THEN 'staff' ELSE 'payment' END, 'active', coalesce(sp."created_at", c."updated_at"), sp."payment_id"
FROM "children" c
LEFT JOIN LATERAL (
  SELECT * FROM "sponsorship_payments" s WHERE s."child_id" = c."id" ORDER BY s."created_at" DESC LIMIT 1
) sp ON true
WHERE c."is_sponsored" AND c."held_by_payment_id" IS NULL;--> statement-breakpoint
UPDATE "children" c SET "sponsorship_id" = s."id"
FROM "sponsorships" s WHERE s."child_id" = c."id" AND s."status" = 'active';--> statement-breakpoint
UPDATE "sponsorship_payments" sp SET "sponsorship_id" = s."id"
FROM "sponsorships" s
WHERE s."child_id" = sp."child_id" AND s."source" = 'payment' AND lower(s."sponsor_email") = lower(sp."sponsor_email");
