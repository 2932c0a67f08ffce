-- The distinct donors of a range of past days are kept in donor_range_counts under the
-- version of donor_days they were counted from (issue 17). A change to the donors of a
-- day before today (Africa/Kigali, by the clock: a transaction begun before midnight
-- commits after it) moves the version on, and every count kept under an older one is stale.
INSERT INTO donor_days_version (id, version) VALUES (1, 0);
--> statement-breakpoint
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
  IF d < (clock_timestamp() AT TIME ZONE 'Africa/Kigali')::date THEN
    UPDATE donor_days_version SET version = version + 1 WHERE id = 1;
  END IF;
END;
$$;
