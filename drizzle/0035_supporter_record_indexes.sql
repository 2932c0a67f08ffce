CREATE INDEX "donations_payment_idx" ON "donations" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "gift_orders_payment_idx" ON "gift_orders" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "sponsorship_payments_payment_idx" ON "sponsorship_payments" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "child_departures_sponsorship_idx" ON "child_departures" USING btree ("sponsorship_id");--> statement-breakpoint
CREATE INDEX "child_gifts_sponsorship_idx" ON "child_gifts" USING btree ("sponsorship_id");