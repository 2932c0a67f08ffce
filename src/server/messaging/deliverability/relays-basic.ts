import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { RelayEvent } from './events';
import { type RelayReader, checkBasicOrToken, dateOf, jsonOf, malformed } from './relay-auth';

/**
 * The relays whose webhooks carry a shared secret rather than a signature of the body:
 * Postmark (basic auth in the webhook's URL, or a custom header) and Brevo (basic auth in
 * the URL, or a bearer token). Their payloads as documented (docs/operations.md lists the
 * events each sends); events we do not act on (opens, clicks) are read as none.
 */
const text = z.string().max(2000);
const some = <T>(v: T | T[]) => (Array.isArray(v) ? v : [v]);
const digest = (...parts: unknown[]) => createHash('sha256').update(JSON.stringify(parts)).digest('hex');

// Postmark: one record per request, RecordType Bounce / SpamComplaint / Delivery.
const postmarkRecord = z.looseObject({
  RecordType: text,
  ID: z.union([z.number(), text]).optional(),
  Type: text.optional(),
  Email: text.optional(),
  Recipient: text.optional(),
  MessageID: text.optional(),
  BouncedAt: text.optional(),
  DeliveredAt: text.optional(),
  Details: text.optional(),
  Description: text.optional(),
});
const POSTMARK_HARD = new Set(['HardBounce', 'BadEmailAddress']);
const POSTMARK_SOFT = new Set(['SoftBounce', 'Transient', 'DnsError']);

export const postmark: RelayReader = {
  name: 'postmark',
  configured: (c) => !!((c.POSTMARK_WEBHOOK_USER && c.POSTMARK_WEBHOOK_PASSWORD) || c.POSTMARK_WEBHOOK_TOKEN),
  async read({ headers, raw }, { config }) {
    checkBasicOrToken(headers, {
      user: config.POSTMARK_WEBHOOK_USER,
      password: config.POSTMARK_WEBHOOK_PASSWORD,
      token: config.POSTMARK_WEBHOOK_TOKEN,
      tokenHeader: 'x-webhook-token',
    });
    const parsed = postmarkRecord.safeParse(jsonOf(raw));
    if (!parsed.success) throw malformed();
    const r = parsed.data;
    const id = `${r.RecordType}:${r.ID ?? digest(r.MessageID, r.Email ?? r.Recipient, r.BouncedAt ?? r.DeliveredAt)}`;
    const base = { id, messageId: null, detail: r.Details ?? r.Description ?? null };
    if (r.RecordType === 'Delivery' && r.Recipient)
      return [{ ...base, type: 'delivered', email: r.Recipient, occurredAt: dateOf(r.DeliveredAt) }];
    if (!r.Email) return [];
    const occurredAt = dateOf(r.BouncedAt);
    if (r.RecordType === 'SpamComplaint') return [{ ...base, type: 'complaint', email: r.Email, occurredAt }];
    if (r.RecordType !== 'Bounce' || !r.Type) return [];
    if (POSTMARK_HARD.has(r.Type)) return [{ ...base, type: 'hard-bounce', email: r.Email, occurredAt }];
    if (POSTMARK_SOFT.has(r.Type)) return [{ ...base, type: 'soft-bounce', email: r.Email, occurredAt }];
    return [];
  },
};

// Brevo: transactional webhooks, one event per request (or a batch: an array).
const brevoEvent = z.looseObject({
  event: text,
  email: text,
  'message-id': text.optional(),
  ts_event: z.number().optional(),
  date: text.optional(),
  reason: text.optional(),
});
const BREVO_TYPES: Record<string, RelayEvent['type']> = {
  delivered: 'delivered',
  hard_bounce: 'hard-bounce',
  invalid_email: 'hard-bounce',
  soft_bounce: 'soft-bounce',
  spam: 'complaint',
};

export const brevo: RelayReader = {
  name: 'brevo',
  configured: (c) => !!((c.BREVO_WEBHOOK_USER && c.BREVO_WEBHOOK_PASSWORD) || c.BREVO_WEBHOOK_TOKEN),
  async read({ headers, raw }, { config }) {
    checkBasicOrToken(headers, {
      user: config.BREVO_WEBHOOK_USER,
      password: config.BREVO_WEBHOOK_PASSWORD,
      token: config.BREVO_WEBHOOK_TOKEN,
    });
    const parsed = z.union([brevoEvent, z.array(brevoEvent).max(1000)]).safeParse(jsonOf(raw));
    if (!parsed.success) throw malformed();
    return some(parsed.data).flatMap((e): RelayEvent[] => {
      const type = BREVO_TYPES[e.event];
      if (!type) return [];
      return [
        {
          type,
          email: e.email,
          id: digest(e.event, e.email, e['message-id'], e.ts_event),
          occurredAt: e.ts_event ? dateOf(e.ts_event) : dateOf(e.date),
          messageId: e['message-id'] ?? null,
          detail: e.reason ?? null,
        },
      ];
    });
  },
};
