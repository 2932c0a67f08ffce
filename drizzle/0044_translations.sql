CREATE TABLE "letter_translations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sponsor_letter_id" uuid,
	"field_item_id" uuid,
	"child_id" uuid,
	"from_lang" text NOT NULL,
	"to_lang" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"translator_id" uuid,
	"checked_by" uuid,
	"checked_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"child_update_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "translates" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "letter_translations" ADD CONSTRAINT "letter_translations_sponsor_letter_id_sponsor_letters_id_fk" FOREIGN KEY ("sponsor_letter_id") REFERENCES "public"."sponsor_letters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letter_translations" ADD CONSTRAINT "letter_translations_field_item_id_field_items_id_fk" FOREIGN KEY ("field_item_id") REFERENCES "public"."field_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letter_translations" ADD CONSTRAINT "letter_translations_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letter_translations" ADD CONSTRAINT "letter_translations_translator_id_admin_users_id_fk" FOREIGN KEY ("translator_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letter_translations" ADD CONSTRAINT "letter_translations_checked_by_admin_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letter_translations" ADD CONSTRAINT "letter_translations_child_update_id_child_updates_id_fk" FOREIGN KEY ("child_update_id") REFERENCES "public"."child_updates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "letter_translations_letter_idx" ON "letter_translations" USING btree ("sponsor_letter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "letter_translations_item_idx" ON "letter_translations" USING btree ("field_item_id","to_lang");--> statement-breakpoint
CREATE INDEX "letter_translations_status_idx" ON "letter_translations" USING btree ("status","received_at");