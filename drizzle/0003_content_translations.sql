ALTER TABLE "blog_posts" ADD COLUMN "translations" jsonb;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "translations" jsonb;--> statement-breakpoint
ALTER TABLE "gifts" ADD COLUMN "translations" jsonb;--> statement-breakpoint
ALTER TABLE "skills" ADD COLUMN "translations" jsonb;