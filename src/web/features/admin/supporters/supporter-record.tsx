import type { ReactNode } from 'react';
import { useMatches } from 'react-router';
import { contractPath } from '~/shared/contract';
import { supporterContracts } from '~/shared/contracts/supporters';
import type { SupporterRecord } from '~/shared/schemas/supporter-record';
import type { TFunction } from '~/shared/i18n/translator';
import { formatDate, formatRwf } from '~/shared/format';
import { ActionAlert } from '~/web/features/admin/kit/action-alert';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { buttonClass } from '~/web/features/admin/kit/button';
import { ConsentList, CorrectForm, EraseForm, MergeForm, NoteForm } from './supporter-forms';
import { SupporterMailSection } from './supporter-mail';
import type { SupporterAnswer } from './supporter-action-result';

const panel = 'rounded-xl border border-slate-200 bg-white p-5';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`supporter-${id}`} className={panel} data-section={id}>
      <h2 id={`supporter-${id}`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

type Row = { key: string; main: ReactNode; aside?: ReactNode };

function Rows({ rows, none }: { rows: Row[]; none: string }) {
  if (!rows.length) return <p className="text-sm text-slate-600">{none}</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {rows.map((r) => (
        <li key={r.key} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
          <span className="text-slate-800">{r.main}</span>
          {r.aside && <span className="text-slate-600">{r.aside}</span>}
        </li>
      ))}
    </ul>
  );
}

/** What is theirs, list by list (each a section of the record named by its id): gifts, plans, sponsorships, ... */
function theirRecords(record: SupporterRecord, t: TFunction, lang: string): [string, Row[]][] {
  const date = (iso: string) => formatDate(iso, lang);
  return [
    [
      'gifts',
      record.gifts.map((g) => ({
        key: g._id,
        main: `${g.reference} · ${g.description}`,
        aside: `${g.currency === 'RWF' ? formatRwf(g.amount, lang) : `USD ${g.amount}`} · ${g.method} · ${date(g.date)}`,
      })),
    ],
    [
      'plans',
      record.plans.map((p) => ({
        key: p._id,
        main: p.target,
        aside: t('supporters.planStatus', { status: p.status, amount: p.amount.toLocaleString(lang) }),
      })),
    ],
    [
      'sponsorships',
      record.sponsorships.map((s) => ({ key: s._id, main: s.child ?? '—', aside: `${s.status} · ${date(s.date)}` })),
    ],
    ['messages', record.messages.map((m) => ({ key: m._id, main: m.subject, aside: `${m.status} · ${date(m.date)}` }))],
    [
      'applications',
      record.applications.map((a) => ({
        key: a._id,
        main: a.skill ?? '—',
        aside: `${a.availabilityDate} · ${date(a.date)}`,
      })),
    ],
    [
      'subscriptions',
      [
        ...record.subscriptions.map((s) => ({ key: s._id, main: s.email, aside: date(s.date) })),
        ...record.smsConsents.map((c) => ({
          key: c._id,
          main: `SMS ${c.phone}`,
          aside: c.optedOutAt ? t('supporters.consent.withdrawn', { date: date(c.optedOutAt) }) : date(c.date),
        })),
      ],
    ],
  ];
}

/** Whether the signed-in person administers (only they erase), from the dashboard layout. */
function useIsAdministrator(): boolean {
  const layout = useMatches().find((m) => (m.loaderData as { admin?: unknown } | undefined)?.admin);
  return (layout?.loaderData as { admin?: { role?: string } } | undefined)?.admin?.role === 'administrator';
}

/** One supporter: their details, everything that is theirs, staff's notes, and their rights through staff. */
export function SupporterRecordView({
  record,
  base,
  result,
}: {
  record: SupporterRecord;
  base: string;
  result: SupporterAnswer | undefined;
}) {
  const { t, i18n } = useAdminT('records');
  const lang = i18n.language;
  const date = (iso: string) => formatDate(iso, lang);
  const administrator = useIsAdministrator();
  const outcome = (intent: string) =>
    result?.intent === intent ? (
      <ActionAlert answer={result} failed={t(result.errorKey ?? 'supporters.actionFailed')} />
    ) : null;
  const file = (format: 'json' | 'csv') => contractPath(supporterContracts.export, { id: record._id }, { format });
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <a href={base} className="text-sm font-semibold text-brand-700 underline">
        ← {t('supporters.back')}
      </a>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{record.name || t('supporters.unnamed')}</h1>
          <p className="text-sm text-slate-600">
            {[record.email, record.phone].filter(Boolean).join(' · ')}
            {' · '}
            {t('supporters.since', { date: date(record.createdAt) })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={file('json')} download className={buttonClass({ tone: 'secondary', size: 'sm' })}>
            {t('supporters.exportJson')}
          </a>
          <a href={file('csv')} download className={buttonClass({ tone: 'secondary', size: 'sm' })}>
            {t('supporters.exportCsv')}
          </a>
        </div>
      </div>
      {record.emails.length > 1 && (
        <p className="text-sm text-slate-700">
          {t('supporters.emails')}: {record.emails.join(', ')}
        </p>
      )}

      <div className="grid gap-6 lg:grid-cols-2">
        {theirRecords(record, t, lang).map(([id, rows]) => (
          <Section key={id} id={id} title={t(`supporters.sections.${id}`)}>
            <Rows none={t('supporters.none')} rows={rows} />
          </Section>
        ))}
      </div>

      <Section id="mail" title={t('supporters.sections.mail')}>
        {outcome('lift')}
        <SupporterMailSection mail={record.mail} />
      </Section>
      <Section id="consents" title={t('supporters.sections.consents')}>
        {outcome('withdraw')}
        <ConsentList consents={record.consents} />
      </Section>
      <Section id="notes" title={t('supporters.sections.notes')}>
        {outcome('note')}
        <Rows
          none={t('supporters.none')}
          rows={record.notes.map((n) => ({
            key: n._id,
            main: (
              <span className="whitespace-pre-line">
                {n.kind === 'call' && <strong>{t('supporters.note.call')} </strong>}
                {n.text}
              </span>
            ),
            aside: `${n.author ?? ''} · ${date(n.date)}`,
          }))}
        />
        <NoteForm />
      </Section>
      {/* The sections named for their form's intent: its heading, the answer to it, the form. */}
      {Object.entries({
        correct: <CorrectForm record={record} />,
        merge: <MergeForm />,
        erase: <EraseForm allowed={administrator} />,
      }).map(([intent, form]) => (
        <Section key={intent} id={intent} title={t(`supporters.${intent}.heading`)}>
          {outcome(intent)}
          {form}
        </Section>
      ))}
    </div>
  );
}
