import { buttonClass } from '~/web/features/admin/kit/button';
import { useId, useState } from 'react';
import { formatRwfNumber } from '~/shared/format';
import {
  type UnplacedResolution,
  type UnplacedSponsorship,
  unplacedResolutions,
} from '~/shared/schemas/unplaced-sponsorship';
import { SelectField, TextField } from '~/web/components/field';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { adminFetch } from '~/web/features/admin/api';

const td = 'px-3 py-3 align-top text-sm text-slate-800';

export interface AvailableChild {
  _id: string;
  name: string;
}

/** One open payment's form: what staff do with it (another child, a general gift, a refund made). */
function ResolveForm({
  row,
  available,
  onDone,
  onError,
}: {
  row: UnplacedSponsorship;
  available: AvailableChild[];
  onDone: (row: UnplacedSponsorship) => void;
  onError: (message: string) => void;
}) {
  const { t } = useAdminT('sponsorshipStates');
  const [action, setAction] = useState<UnplacedResolution>('another_child');
  const [childId, setChildId] = useState(available[0]?._id ?? '');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (action === 'another_child' && !childId) return setError(t('chooseChild'));
    setBusy(true);
    setError(undefined);
    try {
      const answer = await adminFetch<{ data: UnplacedSponsorship }>(`/api/payments/unplaced/${row._id}/resolve`, {
        method: 'POST',
        json: { action, ...(action === 'another_child' ? { childId } : {}), ...(note.trim() ? { note } : {}) },
      });
      onDone(answer.data);
    } catch (err) {
      onError(err instanceof Error && err.message ? err.message : t('alreadyResolved'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-wrap items-end gap-2">
      <SelectField
        label={t('columns.action')}
        value={action}
        onChange={(e) => setAction(e.target.value as UnplacedResolution)}
      >
        {unplacedResolutions.map((a) => (
          <option key={a} value={a}>
            {t(`actions.${a}`)}
          </option>
        ))}
      </SelectField>
      {action === 'another_child' && (
        <SelectField
          label={t('anotherChild')}
          value={childId}
          error={error}
          onChange={(e) => setChildId(e.target.value)}
        >
          {available.map((c) => (
            <option key={c._id} value={c._id}>
              {c.name}
            </option>
          ))}
        </SelectField>
      )}
      <TextField label={t('note')} value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} />
      <button type="submit" disabled={busy} className={buttonClass({ tone: 'primary', size: 'sm' })}>
        {t(`actions.${action}`)}
      </button>
    </form>
  );
}

/**
 * Sponsorship payments needing action (payments/README.md, "The child's states"): money
 * taken after the child stopped being held for it. Never a second sponsor: staff offer
 * another child, make it a general gift, or record the refund made.
 */
export function UnplacedSponsorships({
  rows,
  available,
  onChanged,
  onError,
}: {
  rows: UnplacedSponsorship[];
  available: AvailableChild[];
  onChanged: (row: UnplacedSponsorship) => void;
  onError: (message: string) => void;
}) {
  const { t, i18n } = useAdminT('sponsorshipStates');
  const titleId = useId();
  const open = rows.filter((r) => !r.resolvedAt);
  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {t('unplacedTitle')} ({open.length})
      </h2>
      {open.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{t('unplacedNone')}</p>
      ) : (
        <p className="mt-1 text-sm text-slate-700">{t('unplacedIntro')}</p>
      )}
      {rows.length > 0 && (
        <div className="mt-3 overflow-x-auto">
          <table className="min-w-full bg-white">
            <thead>
              <tr className="text-left text-xs text-slate-600 uppercase">
                {(['sponsor', 'child', 'amount', 'date', 'action'] as const).map((c) => (
                  <th key={c} scope="col" className="px-3 py-2">
                    {t(`columns.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row) => (
                <tr key={row._id}>
                  <th scope="row" className={`${td} text-left font-semibold`}>
                    {row.sponsorName}
                    <span className="block font-normal text-slate-600">{row.sponsorEmail}</span>
                  </th>
                  <td className={td}>{row.childName ?? '—'}</td>
                  <td className={`${td} whitespace-nowrap`}>RWF {formatRwfNumber(row.amount, i18n.language)}</td>
                  <td className={`${td} whitespace-nowrap`}>
                    {new Date(row.paidAt).toLocaleDateString(i18n.language)}
                  </td>
                  <td className={td}>
                    {row.resolution ? (
                      <p>
                        {t('resolved', { action: t(`actions.${row.resolution}`) })}
                        {row.newChildName ? `: ${row.newChildName}` : ''}
                        {row.note ? <span className="block text-slate-600">{row.note}</span> : null}
                      </p>
                    ) : (
                      <ResolveForm row={row} available={available} onDone={onChanged} onError={onError} />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
