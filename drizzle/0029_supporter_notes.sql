CREATE TABLE "supporter_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"supporter_id" uuid NOT NULL,
	"text" text NOT NULL,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supporter_notes" ADD CONSTRAINT "supporter_notes_supporter_id_supporters_id_fk" FOREIGN KEY ("supporter_id") REFERENCES "public"."supporters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporter_notes" ADD CONSTRAINT "supporter_notes_author_id_admin_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supporter_notes_supporter_idx" ON "supporter_notes" USING btree ("supporter_id","created_at");