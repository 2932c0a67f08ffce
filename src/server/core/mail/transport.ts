import { assertOutsideTransaction } from '~/server/core/db/outside-call';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Config } from '~/server/core/config';
import { outboxFolder } from '~/server/core/outbox-folder';
import type { MailAttachment } from './attachments';

/** One message as the workers hand it over. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string | null;
  headers?: Record<string, string>;
  /** Stable per message (not per attempt): a receiving client can fold a repeat into one. */
  messageId: string;
  /** Files made for this message (the outbox's `attachment`). */
  attachments?: MailAttachment[];
}

export interface MailTransport {
  readonly kind: 'smtp' | 'file';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Why a send failed, and whether trying the same message again can help. */
export interface SendFailure {
  permanent: boolean;
  reason: string;
  /** The site's own reason not to send (one of `notSentReasons` in src/shared/schemas/mail.ts), when it decided so itself. */
  code?: 'suppressed' | 'unsubscribed';
}

/** Thrown instead of sending: the message must not go out (a permanent failure with this reason). */
export class NotSent extends Error {
  constructor(
    message: string,
    readonly code?: SendFailure['code'],
  ) {
    super(message);
  }
}

/** The domain of MAIL_FROM, for Message-IDs. */
export function mailDomain(config: Pick<Config, 'MAIL_FROM'>): string {
  const match = /@([^>\s]+)>?\s*$/.exec(config.MAIL_FROM);
  return match?.[1]?.toLowerCase() ?? 'localhost';
}

/** Header values never carry a line break (header injection). */
export const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim();

/**
 * SMTP when SMTP_URL is set; otherwise each message becomes an .eml file under
 * DATA_DIR/outbox, so nothing is silently dropped on a machine without a mail server.
 */
export function createMailTransport(config: Config): MailTransport {
  if (config.SMTP_URL) return smtpTransport(config, config.SMTP_URL);
  return fileTransport(config, path.resolve(config.DATA_DIR, 'outbox'));
}

function message(config: Config, mail: OutgoingMail) {
  return {
    from: config.MAIL_FROM,
    to: mail.to,
    subject: oneLine(mail.subject),
    text: mail.text,
    html: mail.html,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    headers: mail.headers ?? {},
    messageId: mail.messageId,
    ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
  };
}

/**
 * DKIM: nodemailer signs every message with the configured key when DKIM_DOMAIN,
 * DKIM_SELECTOR and DKIM_PRIVATE_KEY are set, for relays that do not sign for the domain
 * themselves (docs/operations.md, "DKIM"). The public key is published at
 * `<selector>._domainkey.<domain>`, which the sender check looks up.
 */
export function dkimOptions(config: Pick<Config, 'DKIM_DOMAIN' | 'DKIM_SELECTOR' | 'DKIM_PRIVATE_KEY'>) {
  const { DKIM_DOMAIN: domainName, DKIM_SELECTOR: keySelector, DKIM_PRIVATE_KEY: privateKey } = config;
  return domainName && keySelector && privateKey ? { dkim: { domainName, keySelector, privateKey } } : {};
}

/**
 * nodemailer (3 MB of heap) is loaded when the first message is sent, not at start: a
 * site at rest holds none of it (docs/performance.md, "Memory").
 */
function lazyTransporter(options: () => Record<string, unknown>) {
  let made: Promise<Transporter> | undefined;
  return {
    get: () => (made ??= import('nodemailer').then((m) => m.default.createTransport(options()) as Transporter)),
    close: () => void made?.then((t) => t.close()),
  };
}

function smtpTransport(config: Config, url: string): MailTransport {
  // A pool keeps a few connections open for a newsletter. The timeouts bound how long
  // one send can take, which the workers' claim lease relies on (see messaging/newsletter/mail-workers.ts).
  const transporter = lazyTransporter(() => ({
    ...dkimOptions(config),
    url,
    pool: true,
    maxConnections: 3,
    maxMessages: 100,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  }));
  return {
    kind: 'smtp',
    async send(mail) {
      assertOutsideTransaction('the SMTP server');
      await (await transporter.get()).sendMail(message(config, mail));
    },
    close: () => transporter.close(),
  };
}

function fileTransport(config: Config, dir: string): MailTransport {
  const transporter = lazyTransporter(() => ({
    ...dkimOptions(config),
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  }));
  const write = outboxFolder(dir);
  return {
    kind: 'file',
    async send(mail) {
      assertOutsideTransaction('the mail transport');
      const info = await (await transporter.get()).sendMail(message(config, mail));
      await write(`${mail.messageId.replace(/[^\w.-]+/g, '_')}.eml`, info.message as Buffer);
    },
    close: () => transporter.close(),
  };
}

/**
 * RFC 5321: a 5xx reply refuses the message for good, a 4xx one for now. A dropped or
 * refused connection, a timeout or a full disk are transient. 503 (bad sequence) and
 * a refused login are also retried: they say the session or our configuration was
 * wrong, not the message, and an operator can fix them while the retries run.
 */
export function classifySendError(error: unknown): SendFailure {
  if (error instanceof NotSent)
    return { permanent: true, reason: error.message, ...(error.code ? { code: error.code } : {}) };
  const e = (error ?? {}) as { code?: unknown; responseCode?: unknown; response?: unknown; message?: unknown };
  const code = typeof e.code === 'string' ? e.code : undefined;
  const responseCode = typeof e.responseCode === 'number' ? e.responseCode : undefined;
  const text = oneLine(
    typeof e.response === 'string' ? e.response : typeof e.message === 'string' ? e.message : String(error),
  ).slice(0, 500);
  const reason = responseCode ? (text.startsWith(String(responseCode)) ? text : `${responseCode} ${text}`) : text;
  const authProblem = code === 'EAUTH' || code === 'ENOAUTH' || code === 'EOAUTH2';
  const permanent = !!responseCode && responseCode >= 500 && responseCode < 600 && responseCode !== 503 && !authProblem;
  return { permanent, reason: code && !responseCode ? `${code}: ${reason}` : reason };
}
