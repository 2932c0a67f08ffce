-- One lock for every kept total (issue 17, review of migrations 0015-0019). The deferred
-- triggers run at the commit in the order their records were written, not in one fixed
-- order: a card approved at once (payment written, then its donation, then the payment
-- approved) took today's pending-payments row before the ('', '') row of donation_sums, and
-- a payment settled later the same day (donation written, then the payment approved) took
-- them the other way round; committed together, PostgreSQL aborted one of them as a
-- deadlock, after the provider had taken the money. Every function that writes a kept row
-- now first takes one transaction-level lock, before any kept row: commits that change kept
-- totals run their triggers one at a time (they already did, on today's shared rows), and no
-- two can wait on each other in a circle, whatever order their records were written in.
CREATE OR REPLACE FUNCTION lock_kept_totals() RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(hashtext('kept_totals'), 0);
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_daily_total(src text, k text, at timestamptz, dn integer, amt numeric)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE d date := (at AT TIME ZONE 'Africa/Kigali')::date;
BEGIN
  PERFORM lock_kept_totals();
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
-- The version check comes after the lock: from there to the commit no kept-totals lock is
-- waited for, so a gift judged "today" just before midnight becomes visible within moments
-- (the readers keep no count of a day that ended less than ten minutes ago).
CREATE OR REPLACE FUNCTION bump_donor_day(who text, at timestamptz, dn integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE d date := (at AT TIME ZONE 'Africa/Kigali')::date;
BEGIN
  PERFORM lock_kept_totals();
  IF dn > 0 THEN
    INSERT INTO donor_days (day, email_key, donations) VALUES (d, who, 1)
    ON CONFLICT (day, email_key) DO UPDATE SET donations = donor_days.donations + 1;
  ELSE
    UPDATE donor_days SET donations = donations - 1 WHERE day = d AND donor_days.email_key = who;
    DELETE FROM donor_days WHERE day = d AND donor_days.email_key = who AND donations <= 0;
  END IF;
  IF d < (clock_timestamp() AT TIME ZONE 'Africa/Kigali')::date THEN
    UPDATE donor_days_version SET version = version + 1 WHERE id = 1;
  END IF;
END;
$$;--> statement-breakpoint
-- The lock also makes a second refresh of a donor wait for the first's commit (it was a lock
-- per donor): its next statement then sees the first's gift, so two gifts at once never lose one.
CREATE OR REPLACE FUNCTION refresh_donor_summary(who text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF who IS NULL OR who = '' THEN RETURN; END IF;
  PERFORM lock_kept_totals();
  DELETE FROM donor_summaries WHERE email_key = who;
  INSERT INTO donor_summaries (email_key, email, name, names, phone, anonymous, gifts, rwf, cents, first_gift, last_gift)
  SELECT email_key, email, name, names, phone, anonymous, gifts, rwf, cents, first_gift, last_gift
    FROM donor_summary_source WHERE email_key = who;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_donation_total(t text, m text, who text, dn integer, amt bigint)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  created boolean;
  remaining bigint;
BEGIN
  PERFORM lock_kept_totals();
  IF dn > 0 THEN
    INSERT INTO donation_totals AS x (donation_type, payment_method, email_key, donations, amount_rwf)
    VALUES (t, m, who, 1, amt)
    ON CONFLICT (donation_type, payment_method, email_key)
    DO UPDATE SET donations = x.donations + 1, amount_rwf = x.amount_rwf + EXCLUDED.amount_rwf
    RETURNING (xmax = 0) INTO created;
    INSERT INTO donation_sums AS s (donation_type, payment_method, donations, amount_rwf, donors)
    VALUES (t, m, 1, amt, CASE WHEN created THEN 1 ELSE 0 END)
    ON CONFLICT (donation_type, payment_method)
    DO UPDATE SET donations = s.donations + 1, amount_rwf = s.amount_rwf + EXCLUDED.amount_rwf,
                  donors = s.donors + EXCLUDED.donors;
  ELSE
    UPDATE donation_totals SET donations = donations - 1, amount_rwf = amount_rwf - amt
     WHERE donation_type = t AND payment_method = m AND email_key = who
    RETURNING donations INTO remaining;
    IF remaining IS NULL THEN RETURN; END IF;
    IF remaining <= 0 THEN
      DELETE FROM donation_totals WHERE donation_type = t AND payment_method = m AND email_key = who;
    END IF;
    UPDATE donation_sums
       SET donations = donations - 1, amount_rwf = amount_rwf - amt,
           donors = donors - CASE WHEN remaining <= 0 THEN 1 ELSE 0 END
     WHERE donation_type = t AND payment_method = m;
  END IF;
END;
$$;--> statement-breakpoint
-- The rebuilds, for a bulk load made with the triggers off, under the same lock, so a gift
-- committed meanwhile waits for the rebuild and is then counted once, on top of it.
CREATE OR REPLACE FUNCTION rebuild_donor_summaries() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lock_kept_totals();
  DELETE FROM donor_summaries;
  INSERT INTO donor_summaries (email_key, email, name, names, phone, anonymous, gifts, rwf, cents, first_gift, last_gift)
  SELECT email_key, email, name, names, phone, anonymous, gifts, rwf, cents, first_gift, last_gift FROM donor_summary_source;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION rebuild_donation_totals() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lock_kept_totals();
  DELETE FROM donation_totals;
  DELETE FROM donation_sums;
  INSERT INTO donation_totals (donation_type, payment_method, email_key, donations, amount_rwf)
  SELECT coalesce(t, ''), coalesce(m, ''), k, count(*), sum(amt)
    FROM (SELECT donation_type AS t, payment_method AS m, lower(email) AS k, amount_rwf AS amt FROM donations) d
   GROUP BY GROUPING SETS ((t, m, k), (t, k), (m, k), (k));
  INSERT INTO donation_sums (donation_type, payment_method, donations, amount_rwf, donors)
  SELECT donation_type, payment_method, sum(donations), sum(amount_rwf), count(*)
    FROM donation_totals GROUP BY donation_type, payment_method;
END;
$$;--> statement-breakpoint
-- The daily totals and donors' days of every record (as migration 0015 built them). The
-- distinct donors kept per range were counted from the donor days replaced here, so their
-- version moves on and they are dropped: a bulk load that left them would serve a year's
-- donors as counted before it.
CREATE OR REPLACE FUNCTION rebuild_daily_totals() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lock_kept_totals();
  DELETE FROM daily_totals;
  DELETE FROM donor_days;
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
  SELECT 'blog_posts', (date AT TIME ZONE 'Africa/Kigali')::date, '', count(*), 0 FROM blog_posts GROUP BY 2;
  INSERT INTO donor_days (day, email_key, donations)
  SELECT (created_at AT TIME ZONE 'Africa/Kigali')::date, lower(email), count(*) FROM donations GROUP BY 1, 2;
  UPDATE donor_days_version SET version = version + 1 WHERE id = 1;
  DELETE FROM donor_range_counts;
END;
$$;
