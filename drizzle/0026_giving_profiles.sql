CREATE TABLE "giving_profiles" (
	"email_key" text PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"postal_address" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
