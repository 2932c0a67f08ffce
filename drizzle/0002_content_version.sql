CREATE TABLE "content_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "content_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Per row, so a statement that changes nothing (an admin 404) does not empty every cache.
  UPDATE content_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER gifts_content_version AFTER INSERT OR UPDATE OR DELETE ON "gifts" FOR EACH ROW EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER blog_posts_content_version AFTER INSERT OR UPDATE OR DELETE ON "blog_posts" FOR EACH ROW EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER children_content_version AFTER INSERT OR UPDATE OR DELETE ON "children" FOR EACH ROW EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER skills_content_version AFTER INSERT OR UPDATE OR DELETE ON "skills" FOR EACH ROW EXECUTE FUNCTION bump_content_version();
