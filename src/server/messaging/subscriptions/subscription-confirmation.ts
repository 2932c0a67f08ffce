import type { Config } from '~/server/core/config';
import type { Db } from '~/server/core/db/client';
import { desc, inArray } from 'drizzle-orm';
import { mailOutbox } from '~/server/core/db/mail-schema';
import type { OutboxDraft } from '~/server/core/mail/outbox-draft';
import { isSpent } from '~/server/core/mail/used-tokens';
import type { OrgReader } from '~/server/core/mail/org';
import {
  type Block,
  emailT,
  escapeHtml,
  frame,
  mailLanguageNow,
  paragraph,
  signature,
} from '~/server/core/mail/layout';
import { publicBaseUrl } from '~/server/messaging/newsletter/newsletter-message';
import { confirmSecret, signConfirmToken } from './subscription-token';

/**
 * One message per address per hour, unless the link of this hour's last one was already
 * followed (a link works once): a reader who left the list and asks again gets a new link.
 */
async function eventKeyFor(db: Db, address: string): Promise<string> {
  const hourKey = `subscription-confirmation:${address}:${new Date().toISOString().slice(0, 13)}`;
  const sent = await db
    .select({ key: mailOutbox.eventKey, text: mailOutbox.text })
    .from(mailOutbox)
    .where(inArray(mailOutbox.eventKey, [hourKey, ...Array.from({ length: 9 }, (_, i) => `${hourKey}:${i + 2}`)]))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const last = sent[0];
  const key = last?.key ?? hourKey;
  const token = last && /\/subscribe\/confirm\?token=([^\s"&<]+)/.exec(last.text)?.[1];
  if (!token || !(await isSpent(db, decodeURIComponent(token)))) return key;
  // Ten a hour at most (the keys looked up by the unique index above); the daily cap stops most before.
  const n = Number(/:(\d+)$/.exec(key.slice(hourKey.length))?.[1] ?? 1);
  return n >= 10 ? key : `${hourKey}:${n + 1}`;
}

/**
 * The double opt-in e-mail: a signed link that adds the address when followed. Nothing
 * the visitor typed is in it but the address it goes to. One per address per hour
 * (the event key, `eventKeyFor`), within the daily cap of every address.
 */
export async function subscriptionConfirmation(
  { db, config, org: readOrg }: { db: Db; config: Pick<Config, 'PUBLIC_URL' | 'PORT'>; org: OrgReader },
  email: string,
): Promise<OutboxDraft> {
  const address = email.trim().toLowerCase();
  const token = signConfirmToken(address, await confirmSecret(db));
  // The page opens in the e-mail's language, whatever the browser that follows the link.
  const url = `${publicBaseUrl(config)}/subscribe/confirm?token=${encodeURIComponent(token)}&lang=${mailLanguageNow()}`;
  const org = await readOrg();
  const link: Block = {
    text: url,
    html: `<p style="margin:0 0 16px"><a href="${escapeHtml(url)}" style="color:#065f46">${escapeHtml(
      emailT('subscribe.button'),
    )}</a></p>`,
  };
  const blocks: Block[] = [
    paragraph(emailT('layout.greeting')),
    paragraph(emailT('subscribe.intro', { name: org.name })),
    link,
    paragraph(emailT('subscribe.ignore')),
    signature(org),
  ];
  const subject = emailT('subscribe.subject', { name: org.name });
  return {
    kind: 'subscription-confirmation',
    eventKey: await eventKeyFor(db, address),
    to: address,
    replyTo: org.email,
    ...frame(org, subject, blocks),
  };
}
