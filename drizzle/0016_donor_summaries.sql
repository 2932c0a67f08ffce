CREATE TABLE "donation_sums" (
	"donation_type" text NOT NULL,
	"payment_method" text NOT NULL,
	"donations" bigint NOT NULL,
	"amount_rwf" bigint NOT NULL,
	"donors" bigint NOT NULL,
	CONSTRAINT "donation_sums_donation_type_payment_method_pk" PRIMARY KEY("donation_type","payment_method")
);
--> statement-breakpoint
CREATE TABLE "donor_summaries" (
	"email_key" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"names" text NOT NULL,
	"phone" text NOT NULL,
	"anonymous" boolean NOT NULL,
	"gifts" bigint NOT NULL,
	"rwf" numeric NOT NULL,
	"cents" numeric NOT NULL,
	"first_gift" timestamp with time zone NOT NULL,
	"last_gift" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "donor_summaries_last_gift_idx" ON "donor_summaries" USING btree ("last_gift" DESC NULLS FIRST,"email_key");--> statement-breakpoint
CREATE INDEX "donations_email_key_idx" ON "donations" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "gift_orders_buyer_key_idx" ON "gift_orders" USING btree (lower("buyer_email"));--> statement-breakpoint
CREATE INDEX "sponsorship_payments_sponsor_key_idx" ON "sponsorship_payments" USING btree (lower("sponsor_email"));