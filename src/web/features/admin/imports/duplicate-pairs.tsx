import { Form } from 'react-router';
import { formatDate } from '~/shared/format';
import type { DuplicatePair, DuplicatePerson } from '~/shared/schemas/import-runs';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { Button } from '~/web/features/admin/kit/button';

/**
 * The likely duplicates, one pair at a time (docs/importing.md, "Duplicates"): both records
 * side by side with what makes them alike, and a merge keeping either one (the supporter
 * merge; a plain form posted to the screen, working before scripts load), or "not the same
 * person", which hides the pair (undone from the answer, UndoDistinct).
 */
export function DuplicatePairs({ pairs, supportersPath }: { pairs: DuplicatePair[]; supportersPath: string }) {
  const { t, i18n } = useAdminT('records');
  const person = (p: DuplicatePerson, other: DuplicatePerson) => (
    <div className="flex flex-col justify-between gap-3 rounded-lg border border-slate-200 p-3">
      <dl className="space-y-1 text-sm">
        <dt className="sr-only">{t('supporters.columns.name')}</dt>
        <dd>
          <a href={`${supportersPath}/${p._id}`} className="font-semibold text-brand-700 underline">
            {p.name || t('supporters.unnamed')}
          </a>
        </dd>
        <dt className="sr-only">{t('supporters.columns.email')}</dt>
        <dd>{p.email ?? '—'}</dd>
        <dt className="sr-only">{t('supporters.columns.phone')}</dt>
        <dd>{p.phone || '—'}</dd>
        {p.ref && (
          <>
            <dt className="sr-only">Ref</dt>
            <dd>{t('duplicates.ref', { ref: p.ref })}</dd>
          </>
        )}
        <dt className="sr-only">{t('supporters.columns.since')}</dt>
        <dd className="text-slate-600">{t('duplicates.since', { date: formatDate(p.createdAt, i18n.language) })}</dd>
      </dl>
      <Form method="post">
        <input type="hidden" name="intent" value="merge" />
        <input type="hidden" name="id" value={p._id} />
        <input type="hidden" name="otherId" value={other._id} />
        <Button type="submit" size="sm" tone="outline">
          {t('duplicates.keep', { name: p.name || p.email || p.phone })}
        </Button>
      </Form>
    </div>
  );
  return (
    <ol className="mt-4 space-y-4">
      {pairs.map((pair, i) => (
        <li
          key={`${pair.a._id}:${pair.b._id}`}
          className="rounded-xl border border-slate-200 bg-white p-4"
          data-pair={`${pair.a._id}:${pair.b._id}`}
        >
          <h2 className="mb-2 font-semibold text-slate-900">
            {t('duplicates.pair', { n: i + 1 })}:{' '}
            <span className="font-normal">{pair.reasons.map((r) => t(`duplicates.reasons.${r}`)).join(', ')}</span>
          </h2>
          <div className="grid gap-3 sm:grid-cols-2">
            {person(pair.a, pair.b)}
            {person(pair.b, pair.a)}
          </div>
          <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
            <input type="hidden" name="intent" value="distinct" />
            <input type="hidden" name="a" value={pair.a._id} />
            <input type="hidden" name="b" value={pair.b._id} />
            <Button type="submit" size="sm" tone="outline" aria-describedby={`distinct-hint-${i}`}>
              {t('duplicates.distinct')}
            </Button>
            <span id={`distinct-hint-${i}`} className="text-sm text-slate-600">
              {t('duplicates.distinctHint')}
            </span>
          </Form>
        </li>
      ))}
    </ol>
  );
}

/** After "not the same person": the pair can be shown again (a plain form too). */
export function UndoDistinct({ pair }: { pair: { a: string; b: string } }) {
  const { t } = useAdminT('records');
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="undo" />
      <input type="hidden" name="a" value={pair.a} />
      <input type="hidden" name="b" value={pair.b} />
      <Button type="submit" size="sm" tone="outline">
        {t('duplicates.undo')}
      </Button>
    </Form>
  );
}
