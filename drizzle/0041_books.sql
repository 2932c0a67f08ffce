CREATE TABLE "statement_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"upload_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text DEFAULT 'RWF' NOT NULL,
	"fee_minor" bigint,
	"day" date NOT NULL,
	"succeeded" text NOT NULL,
	"payer" text DEFAULT '' NOT NULL,
	"state" text NOT NULL,
	"difference" text,
	"payment_id" uuid,
	"donation_id" uuid,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"file_name" text NOT NULL,
	"lines" integer NOT NULL,
	"repeated" integer DEFAULT 0 NOT NULL,
	"first_day" date,
	"last_day" date,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "fee_minor" bigint;--> statement-breakpoint
ALTER TABLE "offline_donations" ADD COLUMN "statement_provider" text;--> statement-breakpoint
ALTER TABLE "offline_donations" ADD COLUMN "statement_ref" text;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_upload_id_statement_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."statement_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_resolved_by_admin_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_uploads" ADD CONSTRAINT "statement_uploads_uploaded_by_admin_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "statement_lines_reference_idx" ON "statement_lines" USING btree ("provider","reference");--> statement-breakpoint
CREATE INDEX "statement_lines_upload_state_idx" ON "statement_lines" USING btree ("upload_id","state","day");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_lines_payment_idx" ON "statement_lines" USING btree ("payment_id") WHERE "statement_lines"."payment_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "statement_lines_donation_idx" ON "statement_lines" USING btree ("donation_id") WHERE "statement_lines"."donation_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "statement_uploads_created_idx" ON "statement_uploads" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payments_settled_idx" ON "payments" USING btree ("settled_at");--> statement-breakpoint
CREATE INDEX "payments_provider_ref_idx" ON "payments" USING btree ("provider_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "offline_donations_statement_idx" ON "offline_donations" USING btree ("statement_provider","statement_ref") WHERE "offline_donations"."statement_ref" IS NOT NULL;