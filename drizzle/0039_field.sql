CREATE TABLE "centres" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "centres_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "field_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"child_id" uuid NOT NULL,
	"officer_id" uuid,
	"lang" text NOT NULL,
	"report" jsonb,
	"transcription" text,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"uploads" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"captured_at" timestamp with time zone NOT NULL,
	"clock_adjusted" boolean DEFAULT false NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"return_reason" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	"child_update_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "field_uploads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"officer_id" uuid NOT NULL,
	"total" integer NOT NULL,
	"bytes" "bytea",
	"received" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'receiving' NOT NULL,
	"image" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_centres" (
	"user_id" uuid NOT NULL,
	"centre_id" uuid NOT NULL,
	CONSTRAINT "staff_centres_user_id_centre_id_pk" PRIMARY KEY("user_id","centre_id")
);
--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "centre_id" uuid;--> statement-breakpoint
ALTER TABLE "field_items" ADD CONSTRAINT "field_items_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_items" ADD CONSTRAINT "field_items_officer_id_admin_users_id_fk" FOREIGN KEY ("officer_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_items" ADD CONSTRAINT "field_items_reviewed_by_admin_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_items" ADD CONSTRAINT "field_items_child_update_id_child_updates_id_fk" FOREIGN KEY ("child_update_id") REFERENCES "public"."child_updates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_uploads" ADD CONSTRAINT "field_uploads_officer_id_admin_users_id_fk" FOREIGN KEY ("officer_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_centres" ADD CONSTRAINT "staff_centres_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_centres" ADD CONSTRAINT "staff_centres_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "field_items_status_idx" ON "field_items" USING btree ("status","received_at");--> statement-breakpoint
CREATE INDEX "field_items_officer_idx" ON "field_items" USING btree ("officer_id","received_at");--> statement-breakpoint
CREATE INDEX "field_items_child_idx" ON "field_items" USING btree ("child_id","kind","status");--> statement-breakpoint
CREATE INDEX "field_uploads_officer_idx" ON "field_uploads" USING btree ("officer_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_centres_centre_idx" ON "staff_centres" USING btree ("centre_id");--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "children_centre_idx" ON "children" USING btree ("centre_id");