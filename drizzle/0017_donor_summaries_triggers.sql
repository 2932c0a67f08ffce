-- Issue 17, the Donors screen and the donations' all-time totals, flat as donors grow.
--
-- donor_gifts: every gift received, one row each, with who gave it (donations paid and
-- approved or recorded offline, sponsorship payments approved, gift orders approved with a
-- buyer). Amounts: RWF whole francs (rwf) or USD cents (cents). A donor's record reads it.
CREATE VIEW donor_gifts AS
  SELECT 'donation'::text AS kind, d.id, lower(d.email) AS key, d.email, d.first_name || ' ' || d.last_name AS name,
         d.phone, d.anonymous, d.amount_rwf::numeric AS rwf, 0::numeric AS cents, d.payment_method AS method,
         d.target AS description, d.payment_id IS NULL AS offline, d.created_at AS at
    FROM donations d
   WHERE d.email <> ''
     AND (d.payment_id IS NULL OR EXISTS (SELECT 1 FROM payments p WHERE p.id = d.payment_id AND p.status = 'approved'))
  UNION ALL
  SELECT 'sponsorship', s.id, lower(s.sponsor_email), s.sponsor_email, s.sponsor_name, s.sponsor_phone, false,
         s.amount::numeric, 0, s.payment_method, coalesce('Sponsor ' || c.name, 'Sponsorship'), false, s.created_at
    FROM sponsorship_payments s LEFT JOIN children c ON c.id = s.child_id
   WHERE s.sponsor_email <> ''
     AND EXISTS (SELECT 1 FROM payments p WHERE p.id = s.payment_id AND p.status = 'approved')
  UNION ALL
  SELECT 'order', o.id, lower(o.buyer_email), o.buyer_email, o.buyer_name, '', false, 0, o.total_cents::numeric,
         o.payment_method,
         (SELECT string_agg(i.name, ', ' ORDER BY i.id) FROM gift_order_items i WHERE i.order_id = o.id),
         false, o.created_at
    FROM gift_orders o
   WHERE o.buyer_email <> ''
     AND EXISTS (SELECT 1 FROM payments p WHERE p.id = o.payment_id AND p.status = 'approved');
--> statement-breakpoint
-- One donor per lower-cased e-mail: the latest name and phone given, the totals.
CREATE VIEW donor_summary_source AS
  SELECT key AS email_key,
         (array_agg(email ORDER BY at DESC, id))[1] AS email,
         (array_agg(name ORDER BY at DESC, id))[1] AS name,
         string_agg(DISTINCT lower(name), E'\n') AS names,
         coalesce((array_agg(phone ORDER BY at DESC, id) FILTER (WHERE phone <> ''))[1], '') AS phone,
         bool_or(anonymous) AS anonymous, count(*) AS gifts, sum(rwf) AS rwf, sum(cents) AS cents,
         min(at) AS first_gift, max(at) AS last_gift
    FROM donor_gifts GROUP BY key;
--> statement-breakpoint
-- A donor's row read again from their gifts (three index lookups by address). One refresh
-- of a donor at a time: a second transaction waits for the first's commit, and its next
-- statement then sees that transaction's gift too, so two gifts at once never lose one.
CREATE OR REPLACE FUNCTION refresh_donor_summary(who text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF who IS NULL OR who = '' THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock(hashtext('donor_summaries'), hashtext(who));
  DELETE FROM donor_summaries WHERE email_key = who;
  INSERT INTO donor_summaries (email_key, email, name, names, phone, anonymous, gifts, rwf, cents, first_gift, last_gift)
  SELECT email_key, email, name, names, phone, anonymous, gifts, rwf, cents, first_gift, last_gift
    FROM donor_summary_source WHERE email_key = who;
END;
$$;
--> statement-breakpoint
-- Every donor's row at once (this migration, and a bulk load made with the triggers off).
CREATE OR REPLACE FUNCTION rebuild_donor_summaries() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM donor_summaries;
  INSERT INTO donor_summaries (email_key, email, name, names, phone, anonymous, gifts, rwf, cents, first_gift, last_gift)
  SELECT email_key, email, name, names, phone, anonymous, gifts, rwf, cents, first_gift, last_gift FROM donor_summary_source;
END;
$$;
--> statement-breakpoint
-- A gift's table names its address column in the trigger's argument; the old and the new
-- donor (when the address changed) are read again. Payments need no trigger: a payment's
-- status is final before its gift is written, in the same transaction (payments/settle.ts).
CREATE OR REPLACE FUNCTION apply_donor_summary() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was text;
  now_ text;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN was := lower(to_jsonb(OLD) ->> TG_ARGV[0]); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN now_ := lower(to_jsonb(NEW) ->> TG_ARGV[0]); END IF;
  PERFORM refresh_donor_summary(was);
  IF now_ IS DISTINCT FROM was THEN PERFORM refresh_donor_summary(now_); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Deferred to the commit, as the daily totals (migration 0015): a payment's transaction may
-- wait on its provider, and must not hold a donor's refresh for so long.
CREATE CONSTRAINT TRIGGER donations_donor_summary AFTER INSERT OR DELETE OR UPDATE
  ON "donations" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION apply_donor_summary('email');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER sponsorship_payments_donor_summary AFTER INSERT OR DELETE OR UPDATE
  ON "sponsorship_payments" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION apply_donor_summary('sponsor_email');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER gift_orders_donor_summary AFTER INSERT OR DELETE OR UPDATE
  ON "gift_orders" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION apply_donor_summary('buyer_email');
--> statement-breakpoint
SELECT rebuild_donor_summaries();
--> statement-breakpoint
-- donation_totals now holds each donor's row for four groupings of the donations: kind and
-- method, kind alone (method ''), method alone (kind ''), and all ('', ''); donation_sums
-- holds each grouping's number, francs and distinct donors, a donor being counted when
-- their row of the grouping appears and uncounted when it goes. A donation joins (dn = 1)
-- or leaves (dn = -1) one grouping here.
CREATE OR REPLACE FUNCTION bump_donation_total(t text, m text, who text, dn integer, amt bigint)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  created boolean;
  remaining bigint;
BEGIN
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
$$;
--> statement-breakpoint
-- A donation joins or leaves its four groupings, always in this order (so two transactions
-- take the shared rows in the same order and never wait on each other in a circle).
CREATE OR REPLACE FUNCTION bump_donation_groupings(t text, m text, who text, dn integer, amt bigint)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_donation_total(t, m, who, dn, amt);
  PERFORM bump_donation_total(t, '', who, dn, amt);
  PERFORM bump_donation_total('', m, who, dn, amt);
  PERFORM bump_donation_total('', '', who, dn, amt);
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION apply_donation_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.donation_type, OLD.payment_method, lower(OLD.email), OLD.amount_rwf)
     IS NOT DISTINCT FROM (NEW.donation_type, NEW.payment_method, lower(NEW.email), NEW.amount_rwf) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM bump_donation_groupings(OLD.donation_type, OLD.payment_method, lower(OLD.email), -1, OLD.amount_rwf);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM bump_donation_groupings(NEW.donation_type, NEW.payment_method, lower(NEW.email), 1, NEW.amount_rwf);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Every grouping's rows and sums at once (this migration, and a bulk load made with the triggers off).
CREATE OR REPLACE FUNCTION rebuild_donation_totals() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
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
$$;
--> statement-breakpoint
-- Deferred to the commit from now on: the ('', '') row of donation_sums is shared by every
-- donation, and is locked only for the commit.
DROP TRIGGER donations_totals ON "donations";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER donations_totals AFTER INSERT OR DELETE OR UPDATE OF donation_type, payment_method, email, amount_rwf
  ON "donations" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION apply_donation_totals();
--> statement-breakpoint
SELECT rebuild_donation_totals();
