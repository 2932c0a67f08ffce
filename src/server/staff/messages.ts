import type { Config } from '~/server/core/config';
import type { Db } from '~/server/core/db/client';
import { type Block, emailT, escapeHtml, frame, paragraph, signature } from '~/server/core/mail/layout';
import { publicBaseUrl } from '~/server/messaging';
import { orgReader } from '~/server/core/mail/org';
import { type EnqueueOutcome, enqueueCapped } from '~/server/core/mail/recipient-cap';
import { mailLog, nudge } from '~/server/core/mail/signals';

type Deps = { db: Db; config: Pick<Config, 'org' | 'PUBLIC_URL' | 'PORT' | 'MAIL_PER_RECIPIENT_PER_DAY'> };

const button = (url: string, label: string): Block => ({
  text: url,
  html: `<p style="margin:0 0 16px"><a href="${escapeHtml(url)}" style="color:#065f46">${escapeHtml(label)}</a></p>`,
});

/**
 * A staff sign-in link (an invitation, a password reset), in English like every notice
 * to staff. The link's token exists only in this message: the database keeps its hash.
 * Never throws into the request: a failure is logged. Not capped (it is about the person's
 * own account); an address suppressed after bounces gets nothing, recorded with the reason.
 */
export async function queueStaffLink(
  deps: Deps,
  mail: { kind: 'staff-invitation' | 'staff-password-reset'; to: string; token: string; key: string; name?: string },
): Promise<EnqueueOutcome | 'error'> {
  try {
    const org = await orgReader(deps)();
    const page = mail.kind === 'staff-invitation' ? 'invitation' : 'reset';
    const url = `${publicBaseUrl(deps.config)}/dashboard/login/${page}?token=${encodeURIComponent(mail.token)}`;
    const t = (k: string, vars?: Record<string, string>) => emailT(`staff:mail.${k}`, { name: org.name, ...vars });
    const blocks: Block[] =
      mail.kind === 'staff-invitation'
        ? [
            paragraph(t('inviteGreeting', { person: mail.name ?? '' })),
            paragraph(t('inviteIntro')),
            button(url, t('inviteButton')),
            paragraph(t('inviteExpiry')),
          ]
        : [paragraph(t('resetIntro')), button(url, t('resetButton')), paragraph(t('resetExpiry'))];
    blocks.push(signature(org));
    const subject = t(mail.kind === 'staff-invitation' ? 'inviteSubject' : 'resetSubject');
    const outcome = await enqueueCapped(
      deps.db,
      { kind: mail.kind, eventKey: mail.key, to: mail.to, replyTo: org.email, ...frame(org, subject, blocks) },
      { perDay: deps.config.MAIL_PER_RECIPIENT_PER_DAY, exempt: org.email, capped: false, essential: true },
    );
    if (outcome === 'queued') nudge(deps.db, 'outbox');
    else mailLog(deps.db).warn({ kind: mail.kind, outcome }, 'staff e-mail not queued');
    return outcome;
  } catch (err) {
    mailLog(deps.db).error({ err, kind: mail.kind }, 'could not queue staff e-mail');
    return 'error';
  }
}

/** What a security notice is about: a change to how the person signs in, or a lock. */
export type StaffNoticeTopic =
  | 'authenticator-added'
  | 'authenticator-removed'
  | 'recovery-codes-replaced'
  | 'passkey-added'
  | 'passkey-removed'
  | 'password-reset'
  | 'second-factor-reset'
  | 'codes-locked';

/**
 * A notice to a member of staff about their own account's security (issue 37): a second
 * factor added or removed, a password reset, codes refused after too many wrong ones. In
 * English like every notice to staff; account mail, never capped; `key` makes it once per
 * event. Never throws into the request.
 */
export async function queueStaffNotice(
  deps: Deps,
  notice: { to: string; topic: StaffNoticeTopic; key: string; name?: string },
): Promise<EnqueueOutcome | 'error'> {
  try {
    const org = await orgReader(deps)();
    const t = (k: string) => emailT(`staff:mail.notice.${k}`, { name: org.name, person: notice.name ?? '' });
    const blocks: Block[] = [
      paragraph(t('greeting')),
      paragraph(t(`${notice.topic}.body`)),
      paragraph(t(notice.topic === 'codes-locked' ? 'lockedHelp' : 'notYou')),
      signature(org),
    ];
    const outcome = await enqueueCapped(
      deps.db,
      {
        kind: 'staff-security-notice',
        eventKey: `staff-security-notice:${notice.key}`,
        to: notice.to,
        replyTo: org.email,
        ...frame(org, t(`${notice.topic}.subject`), blocks),
      },
      { perDay: deps.config.MAIL_PER_RECIPIENT_PER_DAY, exempt: org.email, capped: false, essential: true },
    );
    if (outcome === 'queued') nudge(deps.db, 'outbox');
    else mailLog(deps.db).warn({ kind: 'staff-security-notice', outcome }, 'staff e-mail not queued');
    return outcome;
  } catch (err) {
    mailLog(deps.db).error({ err, kind: 'staff-security-notice' }, 'could not queue staff e-mail');
    return 'error';
  }
}
