CREATE TABLE "child_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"texts" jsonb NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"sponsorship_id" uuid,
	"reply_to_letter_id" uuid,
	"source_key" text,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"posted_by" uuid
);
--> statement-breakpoint
CREATE TABLE "private_images" (
	"hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsor_letters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sponsorship_id" uuid NOT NULL,
	"child_id" uuid,
	"sponsor_email" text NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"text" text NOT NULL,
	"image" text,
	"flags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"approved_text" text,
	"return_reason" text,
	"moderated_at" timestamp with time zone,
	"moderated_by" uuid,
	"delivered_at" timestamp with time zone,
	"delivered_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "child_updates" ADD CONSTRAINT "child_updates_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_updates" ADD CONSTRAINT "child_updates_sponsorship_id_sponsorships_id_fk" FOREIGN KEY ("sponsorship_id") REFERENCES "public"."sponsorships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_updates" ADD CONSTRAINT "child_updates_posted_by_admin_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_images" ADD CONSTRAINT "private_images_hash_images_hash_fk" FOREIGN KEY ("hash") REFERENCES "public"."images"("hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_letters" ADD CONSTRAINT "sponsor_letters_sponsorship_id_sponsorships_id_fk" FOREIGN KEY ("sponsorship_id") REFERENCES "public"."sponsorships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_letters" ADD CONSTRAINT "sponsor_letters_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_letters" ADD CONSTRAINT "sponsor_letters_moderated_by_admin_users_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_letters" ADD CONSTRAINT "sponsor_letters_delivered_by_admin_users_id_fk" FOREIGN KEY ("delivered_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "child_updates_child_idx" ON "child_updates" USING btree ("child_id","posted_at");--> statement-breakpoint
CREATE INDEX "child_updates_sponsorship_idx" ON "child_updates" USING btree ("sponsorship_id") WHERE "child_updates"."sponsorship_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "child_updates_source_key_idx" ON "child_updates" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "sponsor_letters_status_idx" ON "sponsor_letters" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "sponsor_letters_sponsorship_idx" ON "sponsor_letters" USING btree ("sponsorship_id","created_at");--> statement-breakpoint
CREATE INDEX "sponsor_letters_sponsor_key_idx" ON "sponsor_letters" USING btree (lower("sponsor_email"));--> statement-breakpoint
-- A sponsor's page finds their sponsorships by address in any case (child news, letters).
CREATE INDEX IF NOT EXISTS "sponsorships_sponsor_key_idx" ON "sponsorships" USING btree (lower("sponsor_email"));
