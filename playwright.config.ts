import { defineConfig, devices } from '@playwright/test';
import { PRODUCTION_ENV, PRODUCTION_V8_ARGS } from './scripts/production-start';
import { CHROME_FLAGS } from './scripts/chromium-flags';

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser), against the
 * production build served by the real server on 127.0.0.1 with a fresh database.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
/** The token the e2e server's Brevo webhook accepts (tests/e2e/mail-delivery.spec.ts). */
export const E2E_BREVO_TOKEN = 'e2e-brevo-webhook-token';
/** A second site taking real money through the MoMo double (tests/e2e/live-server.ts); specs reach it with `liveBaseUrl`. */
export const LIVE_PORT = PORT + 1000;
/** The server bundle the main web server builds (below) and every server of this run runs. */
const BUNDLE = `dist/e2e-${PORT}`;
// The specs that start a server of their own (startServerProcess) run this bundle too, not
// the source through tsx: the config is read by every worker, so they all see it.
process.env.E2E_SERVER_BUNDLE = `${BUNDLE}/main.mjs`;
/**
 * Which spec runs where. CI time is bounded (the whole run well under 45 minutes on two
 * cores) and a browser test costs seconds of CPU, so each spec runs where its subject is:
 * - A visitor's journey with a form or a payment is a phone's (most visitors here are on
 *   one; these specs size the page as a phone themselves): phone only, with its
 *   no-JavaScript tests.
 * - What the width changes (the first touch, the language switcher in the menu, the
 *   catalogue's cart, the dashboard tables that stack): both. The menu and the header
 *   are checked at both widths by their own tests (foundation, hydration).
 * - The rest (pages that only read, SEO, caching, the editors staff use at a desk): desktop.
 */
const spec = (names: string[]) => names.map((name) => `**/${name}.spec.ts`);
const PHONE_JOURNEYS = [
  'mail-delivery',
  'donate',
  'donate-payment',
  'sponsorship',
  'payments-live',
  'contact',
  'volunteer',
  'newsletter',
  'outcomes',
  'get-involved',
  'my-giving',
  'my-data',
  // Issue 30: sponsoring and buying gifts with JavaScript off.
  'no-js-journeys',
  'no-js-live',
  // Issue 27: a gift to a sponsored child, from the sponsor's page.
  'child-gifts',
  // Issue 39: a sponsor's year finished (answers on screen, names, language).
  'sponsor-year-finish',
  // Issue 39: staff sign-in on a phone (the recovery codes of a first sign-in).
  'staff-sign-in-finish',
  // Issue 39: erasing a sponsor (the warning, the plain confirmation); a refused dashboard screen.
  'dashboard-finish',
  // Issue 39: the public giving pages' finish (first taps, menus, methods, francs).
  'public-giving-finish',
  // Issue 39: a sponsor's whole year end to end (MoMo, news, a letter, a gift, the child leaving).
  'sponsor-year',
  // Issue 43: a MoMo plan's "Automatic until" and its stop on /my-giving (its own server, MOMO_PREAPPROVAL=true).
  'preapproval',
  // Issue 42: the field officer's app on a phone (offline, a lost phone, without JavaScript).
  'field-app',
  'field-app-wipe',
  // Issue 42: the field review and translation screens on a phone, with and without JavaScript.
  'field-review-phone',
];
const BOTH_WIDTHS = [
  'home',
  'boot',
  'i18n',
  'catalog',
  'catalog-checkout',
  'admin-records',
  'admin-donations',
  'admin-applications',
  'admin-messages',
  // Where a form posted without JavaScript opens: the outcome must be on a phone's screen too.
  'no-js-outcomes',
];
export const E2E_ADMIN = { email: 'e2e-admin@example.org', password: 'e2e-password-1234' };

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [...CHROME_FLAGS, '--disable-dev-shm-usage'],
};

/**
 * A production server for the specs on `port`, with a fresh seeded database and the e2e admin:
 * the server is bundled as `npm run build` bundles it, from the code of the moment, into a
 * folder of its own (dist/e2e-<PORT>), and run by node with production's settings, as
 * `npm run serve` runs it (issue 38.5). The live site's entry is TypeScript (it starts the
 * provider doubles first): tsx runs it, and it imports the same bundle. Playwright starts
 * the web servers one after the other, each once the one before answers, so the main
 * server's command bundles and the live one finds the bundle made (one build, not two).
 */
function e2eServer(port: number, entry: 'main' | 'live', env: Record<string, string> = {}) {
  const bundle = BUNDLE;
  const fresh = `rm -rf .e2e-data-${port}`;
  const command =
    entry === 'main'
      ? `${fresh} && tsx scripts/build-server.ts --out ${bundle} && node ${PRODUCTION_V8_ARGS.join(' ')} ${bundle}/main.mjs`
      : `${fresh} && tsx tests/e2e/live-server.ts`;
  return {
    command,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    // A first start migrates and seeds a new database: minutes when the machine is busy.
    timeout: 300_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      ...PRODUCTION_ENV,
      E2E_SERVER_MAIN: `${bundle}/main.mjs`,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: `.e2e-data-${port}`,
      BUILD_DIR: process.env.BUILD_DIR ?? 'build',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // Browsers, builds and the server share two cores here: the overload guard has its own test.
      MAX_EVENT_LOOP_DELAY_MS: '10000',
      RATE_LIMIT_PUBLIC_WRITES: '100000',
      // Every spec's pages come from 127.0.0.1, many of them renders (the dashboard, ?lang=).
      RATE_LIMIT_PAGE_RENDERS: '100000',
      // The specs pay many times from one address and e-mail: card-testing limits have their own tests.
      PAYMENT_LIMIT_PER_ADDRESS: '100000',
      PAYMENT_LIMIT_PER_EMAIL: '100000',
      PAYMENT_LIMIT_OVERALL: '100000',
      PAYMENT_LIMIT_PER_PHONE: '100000',
      PAYMENT_HOLDS_PER_ADDRESS: '100000',
      PAYMENT_HOLDS_SHARE: '1',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ADMIN_NAME: 'E2E Admin',
      // The e2e admin signs in with a password alone; staff-*.spec.ts test second factors.
      STAFF_REQUIRE_2FA: 'none',
      // Brevo's event webhook (its bearer token): mail-delivery.spec.ts reports a bounce through it.
      BREVO_WEBHOOK_TOKEN: E2E_BREVO_TOKEN,
      // A MoMo payment is asked about a second after its request, as a provider's callback would
      // settle it, not after production's 5 s and 3 s poll (the back-off and poller have their own tests).
      PAYMENT_FIRST_CHECK_MS: '1000',
      PAYMENT_POLL_INTERVAL_MS: '1000',
      ...env,
    },
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions,
    // In CI a failed test is tried again with a trace (recording every test costs CPU); locally every failure keeps one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
      testIgnore: spec(PHONE_JOURNEYS),
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], launchOptions },
      testMatch: spec([...PHONE_JOURNEYS, ...BOTH_WIDTHS]),
    },
  ],
  webServer: [
    e2eServer(PORT, 'main'),
    // Finance must use a second factor here (staff-sign-in-finish.spec.ts: a first sign-in's enrolment).
    e2eServer(LIVE_PORT, 'live', {
      PUBLIC_URL: `http://127.0.0.1:${LIVE_PORT}`,
      STAFF_REQUIRE_2FA: 'finance',
    }),
  ],
});
