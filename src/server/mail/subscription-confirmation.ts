import type { Config } from '~/server/config';
import type { Db } from '~/server/db/client';
import type { OutboxDraft } from './outbox-draft';
import type { OrgReader } from './org';
import { type Block, emailT, escapeHtml, frame, paragraph, signature } from './layout';
import { publicBaseUrl } from './newsletter-message';
import { confirmSecret, signConfirmToken } from './subscription-token';

/**
 * The double opt-in e-mail: a signed link that adds the address when followed. Nothing
 * the visitor typed is in it but the address it goes to. One per address per hour
 * (the event key), within the daily cap of every address.
 */
export async function subscriptionConfirmation(
  { db, config, org: readOrg }: { db: Db; config: Pick<Config, 'PUBLIC_URL' | 'PORT'>; org: OrgReader },
  email: string,
): Promise<OutboxDraft> {
  const address = email.trim().toLowerCase();
  const token = signConfirmToken(address, await confirmSecret(db));
  const url = `${publicBaseUrl(config)}/subscribe/confirm?token=${encodeURIComponent(token)}`;
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
    eventKey: `subscription-confirmation:${address}:${new Date().toISOString().slice(0, 13)}`,
    to: address,
    replyTo: org.email,
    ...frame(org, subject, blocks),
  };
}
