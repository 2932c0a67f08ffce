CREATE TABLE "donation_totals" (
	"donation_type" text NOT NULL,
	"payment_method" text NOT NULL,
	"email_key" text NOT NULL,
	"donations" bigint NOT NULL,
	"amount_rwf" bigint NOT NULL,
	CONSTRAINT "donation_totals_donation_type_payment_method_email_key_pk" PRIMARY KEY("donation_type","payment_method","email_key")
);
