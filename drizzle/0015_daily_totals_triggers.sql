-- daily_totals and donor_days follow their records in the same transaction (issue 17): the
-- analytics (GET /api/stats) and the payments list's total read a row per local day
-- (Africa/Kigali, DAILY_TOTALS_TIME_ZONE in totals-schema.ts) instead of every record.
-- A record joins (dn = 1) or leaves (dn = -1) its local day's totals; a day's row goes when it counts nothing.
CREATE OR REPLACE FUNCTION bump_daily_total(src text, k text, at timestamptz, dn integer, amt numeric)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE d date := (at AT TIME ZONE 'Africa/Kigali')::date;
BEGIN
  IF dn > 0 THEN
    INSERT INTO daily_totals (source, day, key, n, amount) VALUES (src, d, k, 1, amt)
    ON CONFLICT (source, day, key)
    DO UPDATE SET n = daily_totals.n + 1, amount = daily_totals.amount + EXCLUDED.amount;
  ELSE
    UPDATE daily_totals SET n = n - 1, amount = amount - amt WHERE source = src AND day = d AND key = k;
    DELETE FROM daily_totals WHERE source = src AND day = d AND key = k AND n <= 0;
  END IF;
END;
$$;--> statement-breakpoint
-- A donation joins or leaves its donor's day.
CREATE OR REPLACE FUNCTION bump_donor_day(who text, at timestamptz, dn integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE d date := (at AT TIME ZONE 'Africa/Kigali')::date;
BEGIN
  IF dn > 0 THEN
    INSERT INTO donor_days (day, email_key, donations) VALUES (d, who, 1)
    ON CONFLICT (day, email_key) DO UPDATE SET donations = donor_days.donations + 1;
  ELSE
    UPDATE donor_days SET donations = donations - 1 WHERE day = d AND donor_days.email_key = who;
    DELETE FROM donor_days WHERE day = d AND donor_days.email_key = who AND donations <= 0;
  END IF;
END;
$$;--> statement-breakpoint
-- One trigger function per shape of table: the old row leaves its day's totals, the new one joins its own.
CREATE OR REPLACE FUNCTION apply_donation_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.donation_type, OLD.amount_rwf, OLD.created_at, lower(OLD.email))
     IS NOT DISTINCT FROM (NEW.donation_type, NEW.amount_rwf, NEW.created_at, lower(NEW.email)) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM bump_daily_total('donations', OLD.donation_type, OLD.created_at, -1, OLD.amount_rwf);
    PERFORM bump_donor_day(lower(OLD.email), OLD.created_at, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM bump_daily_total('donations', NEW.donation_type, NEW.created_at, 1, NEW.amount_rwf);
    PERFORM bump_donor_day(lower(NEW.email), NEW.created_at, 1);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- payments and contact_messages: counted per status (the table's name is the source).
CREATE OR REPLACE FUNCTION apply_status_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.status, OLD.created_at) IS NOT DISTINCT FROM (NEW.status, NEW.created_at) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM bump_daily_total(TG_TABLE_NAME, OLD.status, OLD.created_at, -1, 0); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM bump_daily_total(TG_TABLE_NAME, NEW.status, NEW.created_at, 1, 0); END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- applications and subscriptions: counted by created_at.
CREATE OR REPLACE FUNCTION apply_created_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.created_at IS NOT DISTINCT FROM NEW.created_at THEN RETURN NULL; END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM bump_daily_total(TG_TABLE_NAME, '', OLD.created_at, -1, 0); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM bump_daily_total(TG_TABLE_NAME, '', NEW.created_at, 1, 0); END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- blog_posts: counted by their date (staff may change it).
CREATE OR REPLACE FUNCTION apply_post_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.date IS NOT DISTINCT FROM NEW.date THEN RETURN NULL; END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM bump_daily_total('blog_posts', '', OLD.date, -1, 0); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM bump_daily_total('blog_posts', '', NEW.date, 1, 0); END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- The triggers: per row, deferred to the commit of the transaction that changes the record.
-- A day's row is shared by every record of that day and kind, so it is locked only for the
-- commit: a payment's transaction, which waits on the provider's answer, would otherwise
-- hold today's row (and every other payment) for as long as the provider takes. Each event
-- keeps the row as it was at that moment, so an insert then an update in one transaction
-- counts once, as it ends. The bench turns the triggers off for a bulk load.
CREATE CONSTRAINT TRIGGER donations_daily AFTER INSERT OR DELETE OR UPDATE OF donation_type, amount_rwf, created_at, email
  ON "donations" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION apply_donation_days();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER payments_daily AFTER INSERT OR DELETE OR UPDATE OF status, created_at
  ON "payments" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION apply_status_days();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER contact_messages_daily AFTER INSERT OR DELETE OR UPDATE OF status, created_at
  ON "contact_messages" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION apply_status_days();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER applications_daily AFTER INSERT OR DELETE OR UPDATE OF created_at
  ON "applications" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION apply_created_days();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER subscriptions_daily AFTER INSERT OR DELETE OR UPDATE OF created_at
  ON "subscriptions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION apply_created_days();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER blog_posts_daily AFTER INSERT OR DELETE OR UPDATE OF date
  ON "blog_posts" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION apply_post_days();--> statement-breakpoint
-- The totals of the records already there (the triggers above keep them from here on).
INSERT INTO daily_totals (source, day, key, n, amount)
SELECT 'donations', (created_at AT TIME ZONE 'Africa/Kigali')::date, donation_type, count(*), sum(amount_rwf)
  FROM donations GROUP BY 2, 3
UNION ALL
SELECT 'payments', (created_at AT TIME ZONE 'Africa/Kigali')::date, status, count(*), 0 FROM payments GROUP BY 2, 3
UNION ALL
SELECT 'contact_messages', (created_at AT TIME ZONE 'Africa/Kigali')::date, status, count(*), 0
  FROM contact_messages GROUP BY 2, 3
UNION ALL
SELECT 'applications', (created_at AT TIME ZONE 'Africa/Kigali')::date, '', count(*), 0 FROM applications GROUP BY 2
UNION ALL
SELECT 'subscriptions', (created_at AT TIME ZONE 'Africa/Kigali')::date, '', count(*), 0 FROM subscriptions GROUP BY 2
UNION ALL
SELECT 'blog_posts', (date AT TIME ZONE 'Africa/Kigali')::date, '', count(*), 0 FROM blog_posts GROUP BY 2;--> statement-breakpoint
INSERT INTO donor_days (day, email_key, donations)
SELECT (created_at AT TIME ZONE 'Africa/Kigali')::date, lower(email), count(*) FROM donations GROUP BY 1, 2;
