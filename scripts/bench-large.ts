/**
 * `npm run bench -- --large`: is the cost flat as the charity grows (issue 17)? The real
 * server on a throw-away PostgreSQL database with the demo data: every public page,
 * API list, dashboard screen and a year of analytics timed (median of sequential
 * requests, caches bypassed: pages with `?lang=`, API reads with a staff session); then
 * 10,000 blog posts, gifts, children, messages, applications and subscribers and
 * 100,000 donations (with their payments, over the last year) are added in bulk and
 * every request timed again. Fails when one takes more than twice its demo-size time
 * (and at least 5 ms more: a 2 ms answer is noise on a shared machine).
 */
import pg from 'pg';
import { startServerProcess, throwawayPostgres, type ServerProcess } from '~test/process';

const PAGES = [
  '/',
  '/about',
  '/what_we_do',
  '/getinvolved',
  '/sponsorship',
  '/volunteer',
  '/catalog',
  '/donate',
  '/blog',
  '/contact',
];
const API = [
  '/api/catalog',
  '/api/blog',
  '/api/pending/sponsors',
  '/api/sponsors',
  '/api/availability',
  '/api/donations',
  '/api/message',
  '/api/application',
  '/api/subscriptions',
  '/api/orders',
  '/api/payments',
  '/api/newsletter/sends',
  '/api/donors',
  '/api/recurring',
  '/api/activity',
  '/api/stats?period=1y',
];
const SCREENS = [
  'analysis',
  'viewmessage',
  'viewcatalog',
  'viewblog',
  'viewdonation',
  'sponsor',
  'applications',
  'newsletter',
  'skills_interests',
  'payments',
  'donors',
  'giftorders',
  'recurring',
  'activity',
  'site_settings',
];
const ADMIN = { email: 'bench@example.org', password: 'bench-password-12345' };
const N = 10_000;
const DONATIONS = 100_000;
/** The donations come from this many donors (five gifts each on average), as a real year's would. */
const DONORS = 20_000;

/** The triggers that keep daily_totals and donor_days (migration daily_totals), by table. */
const DAILY_TRIGGERS = [
  ['donations', 'donations_daily'],
  ['payments', 'payments_daily'],
  ['contact_messages', 'contact_messages_daily'],
  ['applications', 'applications_daily'],
  ['subscriptions', 'subscriptions_daily'],
  ['blog_posts', 'blog_posts_daily'],
] as const;

/** Bulk inserts, one statement per table (generate_series), spread over the last year. */
export const LARGE_SQL = [
  // A bulk import, as an operator would load one: the per-row totals triggers off, the
  // totals rebuilt once after (migrations 0012 and daily_totals build them the same way).
  ...DAILY_TRIGGERS.map(([table, trigger]) => `ALTER TABLE ${table} DISABLE TRIGGER ${trigger}`),
  `INSERT INTO blog_posts (title, excerpt, content, category, date)
   SELECT 'Bench post ' || g, 'What happened in week ' || g, '<p>Post ' || g || ' of the benchmark.</p>', 'News',
          now() - g * interval '50 minutes' FROM generate_series(1, ${N}) g`,
  `INSERT INTO gifts (name, description, price_cents, category, quantity)
   SELECT 'Bench gift ' || g, 'A gift of the benchmark', 500 + g, 'education', 10 FROM generate_series(1, ${N}) g`,
  `INSERT INTO children (name, age, location, story, monthly_support, is_sponsored)
   SELECT 'Child ' || g, 4 + g % 12, 'Musanze', 'A story of the benchmark.', 25, g % 3 = 0 FROM generate_series(1, ${N}) g`,
  `INSERT INTO contact_messages (name, email, subject, message, created_at)
   SELECT 'Visitor ' || g, 'visitor' || g || '@example.org', 'A question', 'Hello', now() - g * interval '50 minutes'
   FROM generate_series(1, ${N}) g`,
  `INSERT INTO applications (first_name, last_name, email, country, availability_date, created_at)
   SELECT 'Volunteer', '' || g, 'volunteer' || g || '@example.org', 'Rwanda', current_date + 30, now() - g * interval '50 minutes'
   FROM generate_series(1, ${N}) g`,
  `INSERT INTO subscriptions (email, created_at)
   SELECT 'subscriber' || g || '@example.org', now() - g * interval '50 minutes' FROM generate_series(1, ${N}) g`,
  'ALTER TABLE donations DISABLE TRIGGER donations_totals',
  'ALTER TABLE donations DISABLE TRIGGER donations_donor_summary',
  `WITH p AS (
     INSERT INTO payments (kind, amount_minor, currency, method, provider, status, settled_at, created_at)
     SELECT 'donation', 1000 + g % 50000, 'RWF', 'momo', 'sandbox', 'approved', t, t
     FROM (SELECT g, now() - g * interval '5 minutes' AS t FROM generate_series(1, ${DONATIONS}) g) s
     RETURNING id, amount_minor, created_at)
   INSERT INTO donations (payment_id, amount_rwf, donation_type, payment_method, first_name, last_name, email, target, created_at)
   SELECT id, amount_minor, 'one-time', 'momo', 'Bench', 'Donor ' || (n % ${DONORS}), 'donor' || (n % ${DONORS}) || '@example.org',
          'general', created_at FROM (SELECT p.*, row_number() OVER () AS n FROM p) p`,
  'ALTER TABLE donations ENABLE TRIGGER donations_totals',
  'ALTER TABLE donations ENABLE TRIGGER donations_donor_summary',
  // The totals, donors' rows and daily totals rebuilt once, as the migrations build them
  // (rebuild_daily_totals also makes the donors counted per range before the load stale).
  'SELECT rebuild_donation_totals()',
  'SELECT rebuild_donor_summaries()',
  ...DAILY_TRIGGERS.map(([table, trigger]) => `ALTER TABLE ${table} ENABLE TRIGGER ${trigger}`),
  'SELECT rebuild_daily_totals()',
  'ANALYZE',
];

interface Target {
  name: string;
  path: string;
  cookie: boolean;
}

const targets: Target[] = [
  ...PAGES.map((p) => ({ name: `page ${p}`, path: `${p}?lang=en`, cookie: false })),
  ...API.map((p) => ({ name: `api ${p}`, path: p, cookie: true })),
  ...SCREENS.map((s) => ({ name: `dashboard ${s}`, path: `/dashboard/${s}`, cookie: true })),
];

async function login(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`login: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Median of `runs` sequential requests after three to warm up, ms; the status of a failure instead. */
async function time(server: ServerProcess, t: Target, cookie: string, runs = 15): Promise<number | string> {
  const samples: number[] = [];
  for (let i = 0; i < runs + 3; i++) {
    const started = performance.now();
    const res = await fetch(server.url + t.path, { headers: t.cookie ? { cookie } : {} });
    await res.arrayBuffer();
    if (res.status >= 400) return `HTTP ${res.status} after ${((performance.now() - started) / 1000).toFixed(1)} s`;
    if (i >= 3) samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)]!;
}

export async function benchLarge(): Promise<boolean> {
  const db = await throwawayPostgres();
  let server: ServerProcess | undefined;
  try {
    server = await startServerProcess({
      DATABASE_URL: db.url,
      SEED_DEMO: 'true',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'error',
      RATE_LIMIT_PUBLIC_WRITES: '100000',
      RATE_LIMIT_PAGE_RENDERS: '100000',
    });
    const cookie = await login(server.url);
    const demo = new Map<string, number | string>();
    for (const t of targets) demo.set(t.name, await time(server, t, cookie));

    const started = performance.now();
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      for (const statement of LARGE_SQL) await client.query(statement);
    } finally {
      await client.end();
    }
    console.log(
      `Seeded ${N} of each and ${DONATIONS} donations from ${DONORS} donors in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
    );

    console.log('| request | demo ms | large ms | large / demo |');
    console.log('|---|---|---|---|');
    const slow: string[] = [];
    for (const t of targets) {
      const before = demo.get(t.name)!;
      const after = await time(server, t, cookie);
      const show = (ms: number | string) => (typeof ms === 'number' ? ms.toFixed(1) : ms);
      if (typeof before !== 'number' || typeof after !== 'number') {
        slow.push(t.name);
        console.log(`| ${t.name} | ${show(before)} | ${show(after)} | FAILED |`);
        continue;
      }
      const ratio = after / before;
      const over = ratio > 2 && after - before > 5;
      if (over) slow.push(t.name);
      console.log(`| ${t.name} | ${show(before)} | ${show(after)} | ${ratio.toFixed(2)}x${over ? ' SLOW' : ''} |`);
    }
    if (slow.length) console.log(`\nMore than twice as slow at large size: ${slow.join(', ')}`);
    else console.log('\nEvery request answers within twice its demo-size time.');
    return slow.length === 0;
  } finally {
    await server?.kill();
    await db.drop();
  }
}
