import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser), against the
 * production build served by the real server on 127.0.0.1 with a fresh database.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
/** A second site taking real money through the MoMo double (tests/e2e/live-server.ts); specs reach it with `liveBaseUrl`. */
export const LIVE_PORT = PORT + 1000;
/**
 * Specs whose subject no viewport changes (HTTP caching, SEO tags, pages that only read),
 * or staff editors used at a desk: desktop only. The phone project keeps every visitor
 * journey with a form or a payment, the menu, the first touch, and the dashboard screens
 * whose tables stack on a phone.
 */
const PHONE_SKIPS = [
  'seo',
  'page-cache',
  'about',
  'what-we-do',
  'blog',
  'unsubscribe',
  'admin-analysis',
  'admin-blog',
  'admin-catalog',
  'admin-children',
  'admin-skills',
  'admin-newsletter',
  'admin-payments',
].map((name) => `**/${name}.spec.ts`);
export const E2E_ADMIN = { email: 'e2e-admin@example.org', password: 'e2e-password-1234' };

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
};

/** A production server for the specs on `port`, with a fresh seeded database and the e2e admin. */
function e2eServer(port: number, entry: string, env: Record<string, string> = {}) {
  return {
    command: `rm -rf .e2e-data-${port} && tsx ${entry}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: `.e2e-data-${port}`,
      BUILD_DIR: process.env.BUILD_DIR ?? 'build',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // Browsers, builds and the server share two cores here: the overload guard has its own test.
      MAX_EVENT_LOOP_DELAY_MS: '10000',
      RATE_LIMIT_PUBLIC_WRITES: '100000',
      // The specs pay many times from one address and e-mail: card-testing limits have their own tests.
      PAYMENT_LIMIT_PER_ADDRESS: '100000',
      PAYMENT_LIMIT_PER_EMAIL: '100000',
      PAYMENT_LIMIT_OVERALL: '100000',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ADMIN_NAME: 'E2E Admin',
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
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], launchOptions },
      // What a phone changes (PHONE_SKIPS); pages without JavaScript are the same document at
      // any width and run on desktop. CI time is bounded: the whole run well under 45 minutes.
      testIgnore: PHONE_SKIPS,
      grepInvert: /without JavaScript/,
    },
  ],
  webServer: [
    e2eServer(PORT, 'src/server/main.ts'),
    e2eServer(LIVE_PORT, 'tests/e2e/live-server.ts', { PUBLIC_URL: `http://127.0.0.1:${LIVE_PORT}` }),
  ],
});
