CREATE TABLE "child_gifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"child_id" uuid,
	"sponsorship_id" uuid,
	"kind" text NOT NULL,
	"amount_rwf" bigint NOT NULL,
	"sponsor_name" text NOT NULL,
	"sponsor_email" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"delivered_at" timestamp with time zone,
	"delivered_by" uuid,
	"delivery_note" text DEFAULT '' NOT NULL,
	"delivery_photo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "child_gifts" ADD CONSTRAINT "child_gifts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_gifts" ADD CONSTRAINT "child_gifts_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_gifts" ADD CONSTRAINT "child_gifts_sponsorship_id_sponsorships_id_fk" FOREIGN KEY ("sponsorship_id") REFERENCES "public"."sponsorships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_gifts" ADD CONSTRAINT "child_gifts_delivered_by_admin_users_id_fk" FOREIGN KEY ("delivered_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "child_gifts_payment_idx" ON "child_gifts" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "child_gifts_child_kind_created_idx" ON "child_gifts" USING btree ("child_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "child_gifts_status_created_idx" ON "child_gifts" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "child_gifts_created_idx" ON "child_gifts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "child_gifts_sponsor_key_idx" ON "child_gifts" USING btree (lower("sponsor_email"));