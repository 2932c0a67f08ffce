import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * The e-mail part of the configuration (config.ts spreads it into its schema): the caps,
 * the newsletter's pace, DKIM signing, the DNS server of the sender check, and the
 * credentials of the relays' event webhooks (docs/operations.md, "E-mail").
 */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
const secret = optional(z.string().min(8, 'at least 8 characters'));

export const mailConfigShape = {
  /** Answers to the public forms to one address per day (the organisation's own is not counted). */
  MAIL_PER_RECIPIENT_PER_DAY: z.coerce.number().int().min(1).max(1000).default(5),
  NEWSLETTER_RATE_PER_SECOND: z.coerce.number().positive().max(1000).default(10),
  UNSUBSCRIBE_SECRET: optional(z.string().min(16)),
  /** DKIM: the site signs every message when the three are set (the key inline, or in a file). */
  DKIM_DOMAIN: optional(z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'a domain name such as example.org')),
  DKIM_SELECTOR: optional(z.string().regex(/^[a-z0-9._-]{1,63}$/i, 'letters, digits, dots and dashes')),
  DKIM_PRIVATE_KEY: optional(z.string().min(40)),
  DKIM_PRIVATE_KEY_FILE: optional(z.string().min(1)),
  /** The DNS server the sender check asks (`127.0.0.1:5353`); default: the system's. */
  DNS_SERVER: optional(z.string().refine(isDnsServer, 'an IP address, optionally with :port')),
  // The relays' event webhooks (POST /api/mail/events/{relay}); a relay without its credentials answers 404.
  /** Amazon SES through SNS: the topic(s) whose messages are believed, comma-separated ARNs. */
  SES_SNS_TOPIC_ARN: optional(z.string().regex(/^arn:aws[\w-]*:sns:/, 'an SNS topic ARN (arn:aws:sns:...)')),
  /** Where SNS signing certificates may come from instead of https://sns.<region>.amazonaws.com (tests). */
  SES_SNS_CERT_ORIGIN: optional(z.url()),
  MAILGUN_WEBHOOK_SIGNING_KEY: secret,
  POSTMARK_WEBHOOK_USER: optional(z.string().min(1)),
  POSTMARK_WEBHOOK_PASSWORD: secret,
  POSTMARK_WEBHOOK_TOKEN: secret,
  BREVO_WEBHOOK_USER: optional(z.string().min(1)),
  BREVO_WEBHOOK_PASSWORD: secret,
  BREVO_WEBHOOK_TOKEN: secret,
  /** SendGrid's signed event webhook: the verification key it shows (base64 DER, or PEM). */
  SENDGRID_WEBHOOK_PUBLIC_KEY: optional(z.string().min(40)),
};

function isDnsServer(v: string): boolean {
  const m = /^\[?([^\]]+?)\]?(?::(\d{1,5}))?$/.exec(v);
  if (!m) return false;
  const [, host = '', port] = m;
  if (isIP(host) === 0) return isIP(v) === 6;
  return port === undefined || (Number(port) > 0 && Number(port) < 65536);
}

type MailConfig = z.output<z.ZodObject<typeof mailConfigShape>>;

/** Env values carry a PEM's line breaks as `\n`. */
const pem = (v: string) => v.replace(/\\n/g, '\n').trim();

/**
 * The DKIM key read (from DKIM_PRIVATE_KEY_FILE if given) and checked, and the problems
 * of the mail settings: each a line of the start's error.
 */
export function resolveMailConfig(c: MailConfig): { problems: string[]; dkimKey: string | undefined } {
  const problems: string[] = [];
  let key = c.DKIM_PRIVATE_KEY ? pem(c.DKIM_PRIVATE_KEY) : undefined;
  if (c.DKIM_PRIVATE_KEY_FILE) {
    try {
      key = readFileSync(c.DKIM_PRIVATE_KEY_FILE, 'utf8').trim();
    } catch (err) {
      problems.push(`DKIM_PRIVATE_KEY_FILE: cannot be read (${(err as Error).message})`);
    }
  }
  if (key) {
    try {
      const type = createPrivateKey(key).asymmetricKeyType;
      if (type !== 'rsa' && type !== 'ed25519') problems.push('DKIM_PRIVATE_KEY: must be an RSA or Ed25519 key');
    } catch {
      problems.push('DKIM_PRIVATE_KEY: not a private key in PEM form (-----BEGIN PRIVATE KEY-----)');
    }
    if (!c.DKIM_DOMAIN || !c.DKIM_SELECTOR) problems.push('DKIM_PRIVATE_KEY needs DKIM_DOMAIN and DKIM_SELECTOR');
  }
  for (const relay of ['POSTMARK', 'BREVO'] as const)
    if (!c[`${relay}_WEBHOOK_USER`] !== !c[`${relay}_WEBHOOK_PASSWORD`])
      problems.push(`${relay}_WEBHOOK_USER and ${relay}_WEBHOOK_PASSWORD must be set together`);
  return { problems, dkimKey: key };
}
