ALTER TABLE "children" ADD COLUMN "ref" text;--> statement-breakpoint
ALTER TABLE "supporters" ADD COLUMN "ref" text;--> statement-breakpoint
CREATE UNIQUE INDEX "children_ref_idx" ON "children" USING btree ("ref") WHERE "children"."ref" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "supporters_ref_idx" ON "supporters" USING btree ("ref") WHERE "supporters"."ref" IS NOT NULL;