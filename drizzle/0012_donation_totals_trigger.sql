-- donation_totals follows donations in the same statement (issue 17): the all-time totals of
-- GET /api/donations read one row per kind, method and donor instead of every donation.
CREATE OR REPLACE FUNCTION apply_donation_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE donation_totals
       SET donations = donations - 1, amount_rwf = amount_rwf - OLD.amount_rwf
     WHERE donation_type = OLD.donation_type AND payment_method = OLD.payment_method
       AND email_key = lower(OLD.email);
    DELETE FROM donation_totals
     WHERE donation_type = OLD.donation_type AND payment_method = OLD.payment_method
       AND email_key = lower(OLD.email) AND donations <= 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO donation_totals (donation_type, payment_method, email_key, donations, amount_rwf)
    VALUES (NEW.donation_type, NEW.payment_method, lower(NEW.email), 1, NEW.amount_rwf)
    ON CONFLICT (donation_type, payment_method, email_key)
    DO UPDATE SET donations = donation_totals.donations + 1,
                  amount_rwf = donation_totals.amount_rwf + EXCLUDED.amount_rwf;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER donations_totals AFTER INSERT OR DELETE OR UPDATE OF donation_type, payment_method, email, amount_rwf
  ON "donations" FOR EACH ROW EXECUTE FUNCTION apply_donation_totals();--> statement-breakpoint
INSERT INTO donation_totals (donation_type, payment_method, email_key, donations, amount_rwf)
SELECT donation_type, payment_method, lower(email), count(*), sum(amount_rwf) FROM donations GROUP BY 1, 2, 3;
