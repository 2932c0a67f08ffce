import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '~/server/core/config';
import type { Db } from '~/server/core/db/client';
import { adminUsers } from '~/server/core/db/schema';
import { takeLease } from '~/server/core/jobs/lease';
import { repeatEvery } from '~/server/core/jobs/repeat';
import { type Block, escapeHtml, frame, inMailLanguage, paragraph, signature } from '~/server/core/mail/layout';
import { orgReader } from '~/server/core/mail/org';
import { enqueueCapped } from '~/server/core/mail/recipient-cap';
import { nudge } from '~/server/core/mail/signals';
import { publicBaseUrl } from '~/server/messaging';
import { type Language, isLanguage } from '~/shared/i18n';
import { formatRwf } from '~/shared/format';
import type { CallSuggestion } from '~/shared/schemas/sponsor-health';
import { callSuggestions } from './calls';
import { healthT } from './lists';
import { readHealthSettings } from './settings';

type Deps = {
  db: Db;
  config: Pick<Config, 'org' | 'PUBLIC_URL' | 'PORT' | 'MAIL_PER_RECIPIENT_PER_DAY' | 'ORG_TIME_ZONE'>;
};

/** The week's e-mail goes from Monday 07:00 in the organisation's time zone (any later pass that week sends it if missed). */
export const SEND_HOUR = 7;
const LEASE = 'who-to-call';

/** The Monday (YYYY-MM-DD, local) of the week `now` falls in, and whether its 07:00 has passed. */
export function weekOf(now: Date, timeZone: string): { monday: string; due: boolean } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
    weekday: 'short',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(get('weekday'));
  const local = new Date(`${get('year')}-${get('month')}-${get('day')}T00:00:00Z`);
  const monday = new Date(local.getTime() - weekday * 86_400_000).toISOString().slice(0, 10);
  return { monday, due: weekday > 0 || Number(get('hour')) >= SEND_HOUR };
}

/** The message to one member of staff, in their language. */
function weeklyMail(org: Deps['config']['org'], lang: Language, people: CallSuggestion[], screen: string) {
  const t = healthT(lang);
  return inMailLanguage(lang, () => {
    const person = (p: CallSuggestion, i: number): Block => {
      const why = p.reasons.map((r) => t(`health.reasons.${r}`)).join('; ');
      const reach = [p.phone, p.email].filter(Boolean).join(' · ');
      const given = p.givenRwf ? t('health.mail.given', { amount: formatRwf(p.givenRwf, lang) }) : '';
      const lines = [`${i + 1}. ${p.name}`, reach, `${t('health.mail.why')} ${why}`, given].filter(Boolean);
      return {
        text: lines.join('\n'),
        html: `<p style="margin:0 0 16px">${lines.map((l, n) => (n === 0 ? `<strong>${escapeHtml(l)}</strong>` : escapeHtml(l))).join('<br>')}</p>`,
      };
    };
    const blocks: Block[] = [
      paragraph(t('health.mail.intro', { count: people.length })),
      ...people.map(person),
      paragraph(t('health.mail.mark', { url: screen })),
      paragraph(t('health.mail.turnOff')),
      signature(org),
    ];
    return frame(org, t('health.mail.subject', { count: people.length }), blocks);
  });
}

export interface WeeklyResult {
  week: string;
  queued: number;
}

/**
 * One check of the weekly "who to call" e-mail: from Monday 07:00 (organisation's time
 * zone), each active member of sponsorship staff gets the week's five, once (the outbox
 * key names the person and the week). Nothing when the Site setting turns it off, nobody
 * is worth a call, or another instance holds the check. `now` is injectable.
 */
export async function whoToCallPass(deps: Deps, now: Date, leaseMs = 0): Promise<WeeklyResult | null> {
  const { monday, due } = weekOf(now, deps.config.ORG_TIME_ZONE);
  if (!due) return null;
  if (leaseMs && !(await takeLease(deps.db, LEASE, now, leaseMs))) return null;
  if ((await readHealthSettings(deps.db)).weeklyCalls === 'off') return { week: monday, queued: 0 };
  const staff = await deps.db
    .select({ id: adminUsers.id, email: adminUsers.email, lang: adminUsers.lang })
    .from(adminUsers)
    .where(and(eq(adminUsers.role, 'sponsorship'), eq(adminUsers.active, true)));
  if (!staff.length) return { week: monday, queued: 0 };
  const people = await callSuggestions({ db: deps.db, now, timeZone: deps.config.ORG_TIME_ZONE });
  if (!people.length) return { week: monday, queued: 0 };
  const org = await orgReader(deps)();
  const screen = `${publicBaseUrl(deps.config)}/dashboard/sponsor_health`;
  let queued = 0;
  for (const member of staff) {
    const mail = weeklyMail(org, isLanguage(member.lang) ? member.lang : 'en', people, screen);
    const outcome = await enqueueCapped(
      deps.db,
      {
        kind: 'who-to-call',
        eventKey: `who-to-call:${member.id}:${monday}`,
        to: member.email,
        replyTo: org.email,
        ...mail,
      },
      { perDay: deps.config.MAIL_PER_RECIPIENT_PER_DAY, exempt: org.email, capped: false, essential: false },
    );
    if (outcome === 'queued') queued++;
  }
  if (queued) nudge(deps.db, 'outbox');
  return { week: monday, queued };
}

/** Checks every hour (the lease makes it one instance per check); the clock is injectable for tests. */
export function startWhoToCallJob(app: FastifyInstance, deps: Deps, opts: { checkMs?: number; now?: () => Date } = {}) {
  const now = opts.now ?? (() => new Date());
  const every = opts.checkMs ?? 3_600_000;
  let job: ReturnType<typeof repeatEvery> | undefined;
  app.addHook('onReady', async () => {
    job = repeatEvery(
      async () => {
        const result = await whoToCallPass(deps, now(), every - 1000);
        if (result?.queued) app.log.info(result, 'who to call: the week’s e-mail queued');
      },
      every,
      (err) => app.log.error({ err }, 'who-to-call pass failed'),
    );
  });
  app.addHook('preClose', async () => {
    await job?.stop();
  });
}
