import { z } from 'zod';
import { readPaymentSettings } from '~/server/giving/payments/providers/settings';
import { smsCallbackSecret, smsConfigProblems } from './sms-config';
import { mailConfigShape, resolveMailConfig } from './mail-config';
import { backupConfigShape } from './backup-config';
import { DEFAULT_TIME_ZONE, isTimeZone } from '~/shared/time-zone';
import { type StaffRole, isStaffRole, staffRoles } from '~/shared/staff-roles';

/**
 * The only module that reads the environment. Everything else receives the parsed
 * `Config`, so a bad value stops the start here with a clear message.
 */
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CURRENCY = /^[A-Z]{3}$/;

/** A gateway's sender name (an alphanumeric sender id: at most 11 letters or digits); empty: the account's default. */
const smsSenderName = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .regex(/^[A-Za-z0-9 ]{1,11}$/, 'at most 11 letters or digits')
    .optional(),
);

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  BUILD_DIR: z.string().min(1).default('build'),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('Hope for Musanze Children <hello@example.org>'),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
  ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(12, 'must be at least 12 characters').optional()),
  ADMIN_NAME: z.string().min(1).default('Administrator'),
  SEED_DEMO: z.preprocess(emptyToUndefined, bool.optional()).transform((v) => v ?? true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The proxies whose X-Forwarded-* headers are believed: `true` means any on a
   * private network (loopback, link-local, 10/8, 172.16/12, 192.168/16, fc00::/7), or
   * a comma-separated list of addresses and CIDR ranges. The client's address is then
   * the last one such a proxy added; what a client wrote into the header itself is
   * never believed, or it could choose its address and slip past per-address limits.
   */
  TRUST_PROXY: z
    .preprocess(
      emptyToUndefined,
      z
        .union([
          bool,
          z.string().regex(/^[\w.:/]+(\s*,\s*[\w.:/]+)*$/, 'true, false, or comma-separated addresses / CIDR ranges'),
        ])
        .optional(),
    )
    .transform((v): string | false =>
      v === true ? 'loopback, linklocal, uniquelocal' : typeof v === 'string' ? v : false,
    ),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 7),
  ORG_NAME: z.string().min(1).default('Hope for Musanze Children'),
  ORG_EMAIL: z.email().default('hello@example.org'),
  ORG_PHONE: z.string().min(3).default('+250 788 000 000'),
  ORG_ADDRESS: z.string().min(3).default('Musanze, Northern Province, Rwanda'),
  /** The organisation's time zone (IANA name): dates staff read and export are in it, not UTC. */
  ORG_TIME_ZONE: z.preprocess(
    emptyToUndefined,
    z.string().refine(isTimeZone, 'must be a time zone name such as Africa/Kigali').default(DEFAULT_TIME_ZONE),
  ),
  ADMIN_PREFIX: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]*$/, 'lower-case letters, digits and dashes only')
      .optional(),
  ),
  /** Who must sign in with a second factor (default: the roles reading personal data), `all`, `none`, or roles. */
  STAFF_REQUIRE_2FA: z
    .string()
    .default('administrator,finance,sponsorship')
    .transform((v, ctx): StaffRole[] => {
      const t = v.trim().toLowerCase();
      if (t === 'all') return [...staffRoles];
      if (t === 'none' || t === '') return [];
      const roles = t.split(',').map((r) => r.trim());
      const bad = roles.find((r) => !isStaffRole(r));
      if (bad)
        ctx.addIssue({ code: 'custom', message: `"${bad}" is not a role (${staffRoles.join(', ')}, or all / none)` });
      return roles.filter(isStaffRole);
    }),
  /** Public form posts (contact, donations, ...) per minute per client address. */
  RATE_LIMIT_PUBLIC_WRITES: z.coerce.number().int().min(1).max(100_000).default(60),
  /** Page renders the cache cannot answer, per minute per client network (IPv4 address, IPv6 /64; web/render-limit.ts). */
  RATE_LIMIT_PAGE_RENDERS: z.coerce.number().int().min(1).max(100_000).default(120),
  /** All public form posts together per minute per client address (default: twice the above). */
  RATE_LIMIT_PUBLIC_BUDGET: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(200_000).optional()),
  /** Event-loop delay (ms) past which requests are answered 503 + Retry-After. */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(10).max(60_000).optional(),
  // E-mail: caps, newsletter pace, DKIM, the sender check's DNS, the relays' webhooks (core/mail/mail-config.ts).
  ...mailConfigShape,
  // Real payment providers (docs/payments.md): each is live when its credentials are set;
  // routing and the half-set check are in payments/providers/settings.ts.
  MOMO_BASE_URL: z.preprocess(emptyToUndefined, z.url().default('https://proxy.momoapi.mtn.com')),
  MOMO_SUBSCRIPTION_KEY: z.preprocess(emptyToUndefined, z.string().min(8).optional()),
  MOMO_API_USER: z.preprocess(emptyToUndefined, z.string().regex(UUID, 'must be the API user id (a UUID)').optional()),
  MOMO_API_KEY: z.preprocess(emptyToUndefined, z.string().min(8).optional()),
  /** `mtnrwanda` for live payments in Rwanda, `sandbox` on MTN's test platform. */
  MOMO_TARGET_ENVIRONMENT: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-z]+$/)
      .default('mtnrwanda'),
  ),
  MOMO_CURRENCY: z.preprocess(
    emptyToUndefined,
    z.string().regex(CURRENCY, 'a currency code such as RWF').default('RWF'),
  ),
  /** MTN MoMo pre-approval (docs/payments.md#mtn-momo-pre-approval): monthly MoMo plans are approved once and debited without a prompt. */
  MOMO_PREAPPROVAL: z.preprocess(emptyToUndefined, bool.default(false)),
  AIRTEL_BASE_URL: z.preprocess(emptyToUndefined, z.url().default('https://openapi.airtel.africa')),
  AIRTEL_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().min(8).optional()),
  AIRTEL_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().min(8).optional()),
  AIRTEL_COUNTRY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Z]{2}$/, 'a country code such as RW')
      .default('RW'),
  ),
  AIRTEL_CURRENCY: z.preprocess(
    emptyToUndefined,
    z.string().regex(CURRENCY, 'a currency code such as RWF').default('RWF'),
  ),
  FLUTTERWAVE_BASE_URL: z.preprocess(emptyToUndefined, z.url().default('https://api.flutterwave.com')),
  FLUTTERWAVE_SECRET_KEY: z.preprocess(emptyToUndefined, z.string().min(8).optional()),
  /** The secret hash set in Flutterwave's dashboard; anyone who has it can make us re-verify a payment. */
  FLUTTERWAVE_WEBHOOK_HASH: z.preprocess(emptyToUndefined, z.string().min(16, 'at least 16 characters').optional()),
  /** e.g. `card=flutterwave,mtn=mtn-momo,airtel=airtel-money,airtime=off`; see settings.ts for the defaults. */
  PAYMENT_ROUTES: z.preprocess(emptyToUndefined, z.string().optional()),
  /** The smallest donation taken, in whole francs. */
  DONATION_MIN_RWF: z.coerce.number().int().min(1).max(1_000_000).default(100),
  /** The largest monthly amount a payer may raise a plan to, in whole francs (a larger gift: staff, or one-time). */
  PLAN_MAX_RWF: z.coerce.number().int().min(1).max(100_000_000).default(1_000_000),
  /** Francs per US dollar: gift orders (priced in USD) paid by mobile money or airtime are charged in RWF at this rate. */
  RWF_PER_USD: z.coerce.number().positive().max(1_000_000).default(1450),
  // Text messages (docs/operations.md#text-message-gateways, src/server/core/sms/): each gateway is live when its credentials are set.
  PINDO_API_TOKEN: z.preprocess(emptyToUndefined, z.string().min(8).optional()),
  /** The sender name Pindo approved for the organisation (at most 11 letters or digits). */
  PINDO_SENDER: smsSenderName,
  PINDO_BASE_URL: z.preprocess(emptyToUndefined, z.url().default('https://api.pindo.io')),
  AT_USERNAME: z.preprocess(emptyToUndefined, z.string().min(1).max(100).optional()),
  AT_API_KEY: z.preprocess(emptyToUndefined, z.string().min(8).optional()),
  /** Africa's Talking's sender id or short code; empty: the account's default. */
  AT_SENDER: smsSenderName,
  AT_BASE_URL: z.preprocess(emptyToUndefined, z.url().default('https://api.africastalking.com')),
  /** Text messages to one number per day (receipts, reminders, notices and staff's together). */
  SMS_PER_NUMBER_PER_DAY: z.coerce.number().int().min(1).max(100).default(4),
  /** Card-testing limits (payments/velocity.ts): attempts per address per 10 minutes, per e-mail per hour, site-wide per minute. */
  PAYMENT_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).optional(),
  PAYMENT_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).optional(),
  PAYMENT_LIMIT_OVERALL: z.coerce.number().int().min(1).optional(),
  /** Mobile money prompts sent to one number per hour, from any address (a stranger's phone is not a test bench). */
  PAYMENT_LIMIT_PER_PHONE: z.coerce.number().int().min(1).optional(),
  /** Children held at once by pending payments from one payer (an IPv4 address or IPv6 /56, an e-mail, a phone). */
  PAYMENT_HOLDS_PER_ADDRESS: z.coerce.number().int().min(1).optional(),
  /** The share of the waiting children one payer may hold at once (at least one child). */
  PAYMENT_HOLDS_SHARE: z.coerce.number().min(0.01).max(1).optional(),
  /** How long a payer waits for the provider's first answer before being shown the pending page (the poller goes on). */
  PAYMENT_ANSWER_WAIT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** How long after asking the provider a pending payment's first status check comes (the poller's back-off starts there); 5 s unless set. */
  PAYMENT_FIRST_CHECK_MS: z.coerce.number().int().min(100).max(60_000).optional(),
  /** How often the pending-payment poller looks for payments due a check; 3 s unless set. */
  PAYMENT_POLL_INTERVAL_MS: z.coerce.number().int().min(100).max(60_000).optional(),
  /** How often the recurring pass runs (monthly plans, MoMo pre-approvals, notices); a minute unless set. */
  RECURRING_INTERVAL_MS: z.coerce.number().int().min(1000).max(3_600_000).optional(),
  // Operations (docs/operations.md).
  /** After SIGTERM, /readyz answers 503 this long before the server stops taking requests. */
  DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  // Backups: where, how often, how many kept, the bucket, the encryption key (core/backup-config.ts).
  ...backupConfigShape,
  PINDO_CALLBACK_SECRET: smsCallbackSecret, // the ?key= of the gateway's callback address (sms/config-check.ts)
  AT_CALLBACK_SECRET: smsCallbackSecret,
});

type Limits =
  `PAYMENT_LIMIT_${'PER_ADDRESS' | 'PER_EMAIL' | 'OVERALL' | 'PER_PHONE'}` | `PAYMENT_HOLDS_${'PER_ADDRESS' | 'SHARE'}`;
export type Config = Omit<z.output<typeof configSchema>, 'MAX_EVENT_LOOP_DELAY_MS' | 'DRAIN_DELAY_MS' | Limits> & {
  MAX_EVENT_LOOP_DELAY_MS: number;
  DRAIN_DELAY_MS: number;
} & Record<Limits, number> & {
    adminPrefix: string;
    org: { name: string; email: string; phone: string; address: string };
  };

export class ConfigError extends Error {}

/** The admin prefix docs/product.md derives from the organisation's name, e.g. "hope-for-musanze-children". */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('..')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if ((c.ADMIN_EMAIL && !c.ADMIN_PASSWORD) || (!c.ADMIN_EMAIL && c.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  const paymentProblems = readPaymentSettings(c).problems;
  if (paymentProblems.length)
    throw new ConfigError(`Invalid configuration:\n${paymentProblems.map((p) => `  ${p}`).join('\n')}`);
  const smsProblems = smsConfigProblems(c);
  if (smsProblems.length)
    throw new ConfigError(`Invalid configuration:\n${smsProblems.map((p) => `  ${p}`).join('\n')}`);
  if (c.BACKUP_S3_URL && (!c.BACKUP_S3_ACCESS_KEY || !c.BACKUP_S3_SECRET_KEY))
    throw new ConfigError(
      'Invalid configuration:\n  BACKUP_S3_URL needs BACKUP_S3_ACCESS_KEY and BACKUP_S3_SECRET_KEY',
    );
  const mail = resolveMailConfig(c);
  if (mail.problems.length)
    throw new ConfigError(`Invalid configuration:\n${mail.problems.map((p) => `  ${p}`).join('\n')}`);
  // ADMIN_PASSWORD's strength is checked when it makes the first admin (first-admin.ts), not at
  // every start: the guessing lists are loaded only then (docs/performance.md, "Memory").
  const adminPrefix = c.ADMIN_PREFIX ?? (slugify(c.ORG_NAME) || 'admin');
  if (['dashboard', 'api', 'blog', 'stories', 'catalog', 'donate', 'about', 'contact'].includes(adminPrefix)) {
    throw new ConfigError(`Invalid configuration:\n  ADMIN_PREFIX: "${adminPrefix}" is a public route`);
  }
  return {
    ...c,
    DKIM_PRIVATE_KEY: mail.dkimKey,
    // Tests share two cores with browsers and builds: only the overload test asks for a tight limit.
    MAX_EVENT_LOOP_DELAY_MS: c.MAX_EVENT_LOOP_DELAY_MS ?? (c.NODE_ENV === 'test' ? 10_000 : 1000),
    // The API tests pay hundreds of times from one address; only the velocity test sets these.
    PAYMENT_LIMIT_PER_ADDRESS: c.PAYMENT_LIMIT_PER_ADDRESS ?? (c.NODE_ENV === 'test' ? 100_000 : 20),
    PAYMENT_LIMIT_PER_EMAIL: c.PAYMENT_LIMIT_PER_EMAIL ?? (c.NODE_ENV === 'test' ? 100_000 : 10),
    PAYMENT_LIMIT_OVERALL: c.PAYMENT_LIMIT_OVERALL ?? (c.NODE_ENV === 'test' ? 100_000 : 120),
    PAYMENT_LIMIT_PER_PHONE: c.PAYMENT_LIMIT_PER_PHONE ?? (c.NODE_ENV === 'test' ? 100_000 : 5),
    PAYMENT_HOLDS_PER_ADDRESS: c.PAYMENT_HOLDS_PER_ADDRESS ?? (c.NODE_ENV === 'test' ? 100_000 : 2),
    PAYMENT_HOLDS_SHARE: c.PAYMENT_HOLDS_SHARE ?? (c.NODE_ENV === 'test' ? 1 : 0.25),
    DRAIN_DELAY_MS: c.DRAIN_DELAY_MS ?? (c.NODE_ENV === 'production' ? 2000 : 0),
    adminPrefix,
    org: { name: c.ORG_NAME, email: c.ORG_EMAIL, phone: c.ORG_PHONE, address: c.ORG_ADDRESS },
  };
}
