-- The public content's cache counter is bumped by the application, in the transaction of
-- each write to gifts, blog_posts, children and skills (decision 015,
-- src/server/content/version-bump.ts): a fresh database has no trigger or function of ours.
DROP TRIGGER IF EXISTS gifts_content_version ON "gifts";--> statement-breakpoint
DROP TRIGGER IF EXISTS blog_posts_content_version ON "blog_posts";--> statement-breakpoint
DROP TRIGGER IF EXISTS children_content_version ON "children";--> statement-breakpoint
DROP TRIGGER IF EXISTS skills_content_version ON "skills";--> statement-breakpoint
DROP FUNCTION IF EXISTS bump_content_version();
