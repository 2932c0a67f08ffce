CREATE TABLE "offline_donations" (
	"donation_id" uuid PRIMARY KEY NOT NULL,
	"received_on" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "donations" ALTER COLUMN "payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "after" jsonb;--> statement-breakpoint
ALTER TABLE "gift_orders" ADD COLUMN "buyer_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_orders" ADD COLUMN "buyer_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "offline_donations" ADD CONSTRAINT "offline_donations_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_donations" ADD CONSTRAINT "offline_donations_recorded_by_admin_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;