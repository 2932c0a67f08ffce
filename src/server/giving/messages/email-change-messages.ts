import type { Config } from '~/server/core/config';
import type { Db } from '~/server/core/db/client';
import { mailLanguageNow, paragraph, signature } from '~/server/core/mail/layout';
import type { MailEvent } from '~/server/core/mail/mail-event';
import type { OrgReader } from '~/server/core/mail/org';
import { type OutboxDraft, outboxDraft } from '~/server/core/mail/outbox-draft';
import { givingSecret } from '~/server/giving/links/giving-token';
import { givingText } from '~/server/giving/recurring/texts';
import { publicBaseUrl } from '~/server/messaging';
import { signEmailChangeToken } from '~/server/giving/links/email-change-token';
import { formatDate } from '~/shared/format';
import { linkBlock } from './link-block';

type Deps = { db: Db; config: Pick<Config, 'org' | 'PUBLIC_URL' | 'PORT'>; org: OrgReader };
type EmailChangeEvent = Extract<MailEvent, { type: 'email-change-confirm' | 'email-changed' }>;

const g = (key: string, vars?: Record<string, unknown>) =>
  givingText(`email.addressChange.${key}`, vars, mailLanguageNow());

/**
 * A change of a supporter's address (issue 41, my-giving/email-change.ts): the link that
 * confirms it, to the NEW address (which nobody has proved is theirs yet: it names neither
 * the old address nor anything the page's holder typed but the address itself); and, once
 * followed, the notice to the OLD address, which names the new one so that its owner can
 * tell us if it was not them.
 */
export async function emailChangeMail(deps: Deps, e: EmailChangeEvent): Promise<OutboxDraft> {
  const org = await deps.org();
  const lang = mailLanguageNow();
  if (e.type === 'email-change-confirm') {
    const token = signEmailChangeToken(e, await givingSecret(deps.db));
    const url = `${publicBaseUrl(deps.config)}/my-giving/email?${new URLSearchParams({ token, lang })}`;
    const blocks = [
      paragraph(givingText('email.greeting', {}, lang)),
      paragraph(g('confirmBody', { name: org.name })),
      linkBlock(url, g('confirmLabel')),
      paragraph(g('confirmIgnore')),
      signature(org),
    ];
    return outboxDraft(org, e.type, `${e.to}:${e.expiresAt}`, e.to, g('confirmSubject', { name: org.name }), blocks);
  }
  const date = formatDate(e.at, lang, { dateStyle: 'long', timeStyle: 'short' });
  const blocks = [
    paragraph(givingText('email.greeting', {}, lang)),
    paragraph(g('changedBody', { name: org.name, from: e.from, to: e.to, date })),
    paragraph(g('changedNotYou', { email: org.email })),
    signature(org),
  ];
  return outboxDraft(org, e.type, `${e.from}:${e.at}`, e.from, g('changedSubject', { name: org.name }), blocks);
}
