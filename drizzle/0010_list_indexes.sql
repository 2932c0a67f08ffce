DROP INDEX "blog_posts_date_idx";--> statement-breakpoint
DROP INDEX "contact_messages_created_idx";--> statement-breakpoint
CREATE INDEX "applications_created_id_idx" ON "applications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "applications_name_idx" ON "applications" USING btree (lower("first_name"),lower("last_name"),"id");--> statement-breakpoint
CREATE INDEX "blog_posts_date_id_idx" ON "blog_posts" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "children_created_idx" ON "children" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "children_sponsored_created_idx" ON "children" USING btree ("is_sponsored","created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_created_id_idx" ON "contact_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "gifts_created_at_id_idx" ON "gifts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "gifts_category_created_at_id_idx" ON "gifts" USING btree ("category","created_at","id");--> statement-breakpoint
CREATE INDEX "sponsorship_payments_child_created_idx" ON "sponsorship_payments" USING btree ("child_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_created_id_idx" ON "subscriptions" USING btree ("created_at","id");