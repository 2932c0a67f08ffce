/**
 * Sponsor health at the benchmark's size (docs/sponsor-health.md): the calls its screen
 * makes, and monthly plans for a quarter of the donors (some paused, cancelled or lapsed
 * at various dates, each with a month tried, a tenth of them failed), so the plan lists
 * have rows to read. Loaded after the donations by scripts/bench-large.ts.
 */
export const HEALTH_API = [
  '/api/sponsor-health',
  '/api/sponsor-health/lists/lybunt',
  '/api/sponsor-health/lists/sybunt',
  '/api/sponsor-health/lists/at-risk',
  '/api/sponsor-health/lists/stopped',
  '/api/sponsor-health/lists/child-left',
  '/api/sponsor-health/lists/waiting',
  '/api/sponsor-health/lists/quiet',
  '/api/sponsor-health/calls',
];

export const healthSql = (): string[] => [
  `INSERT INTO recurring_plans (kind, payer_email, payer_name, supporter_id, amount_rwf, method, target, day_of_month,
                                period, next_due_on, next_run_at, status, template, origin_payment_id, updated_at)
   SELECT 'donation', s.email, s.name, s.id, 5000, 'momo', 'general', 5, to_char(now(), 'YYYY-MM'), current_date, now(),
          CASE s.n % 10 WHEN 0 THEN 'paused' WHEN 1 THEN 'cancelled' WHEN 2 THEN 'lapsed' ELSE 'active' END,
          '{}'::jsonb, d.payment_id, now() - (s.n % 150) * interval '1 day'
     FROM (SELECT DISTINCT ON (supporter_id) supporter_id, payment_id FROM donations
            WHERE supporter_id IS NOT NULL AND payment_id IS NOT NULL ORDER BY supporter_id, created_at) d
     JOIN (SELECT id, email, name, row_number() OVER (ORDER BY id) AS n FROM supporters) s ON s.id = d.supporter_id
    WHERE s.n % 4 = 0`,
  `INSERT INTO recurring_charges (plan_id, period, attempt, status, created_at, updated_at)
   SELECT id, to_char(now(), 'YYYY-MM'), 0, CASE WHEN abs(hashtext(id::text)) % 10 = 0 THEN 'failed' ELSE 'paid' END,
          now() - interval '10 days', now() - interval '10 days'
     FROM recurring_plans`,
];
