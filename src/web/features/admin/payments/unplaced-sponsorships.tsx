import { useState } from 'react';
import { formatRwfNumber } from '~/shared/format';
import {
  type UnplacedResolution,
  type UnplacedSponsorship,
  unplacedResolutions,
} from '~/shared/schemas/unplaced-sponsorship';
import { TextField } from '~/web/components/field';
import { useHydrated } from '~/web/components/use-hydrated';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { Button } from '../kit/button';
import { ChoiceField } from '../kit/choice-field';
import { columnsOf } from '../kit/columns';
import { type Column, DataTable } from '../kit/data-table';
import { IntentForm, useIntentPost } from '../kit/intent-post';
import { Panel } from '../kit/panel';

export interface AvailableChild {
  _id: string;
  name: string;
}

/**
 * One open payment's form: what staff do with it (another child, a general gift, a refund
 * made), posted to the Payments screen's action; through a fetcher once the script has
 * loaded (a refusal is toasted), natively before (the page's banner says it).
 */
function ResolveForm({
  row,
  available,
  onError,
}: {
  row: UnplacedSponsorship;
  available: AvailableChild[];
  onError: (message: string) => void;
}) {
  const { t } = useAdminT('sponsorshipStates');
  const [action, setAction] = useState<UnplacedResolution>('another_child');
  const [childId, setChildId] = useState(available[0]?._id ?? '');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { post, busy } = useIntentPost(onError);
  // Before the script runs (or without it) the button cannot follow the choice: it says "Settle".
  const hydrated = useHydrated();

  async function submit() {
    if (action === 'another_child' && !childId) return setError(t('chooseChild'));
    setError(undefined);
    const answer = await post({ intent: 'resolve', id: row._id, resolution: action, childId, note });
    if (answer && !answer.ok) onError(answer.message ?? t('alreadyResolved'));
  }

  return (
    <IntentForm intent="resolve" id={row._id} onPost={() => void submit()} className="flex flex-wrap items-end gap-2">
      <ChoiceField
        label={t('columns.action')}
        name="resolution"
        value={action}
        onChange={(e) => setAction(e.target.value as UnplacedResolution)}
        choices={unplacedResolutions}
        words={(a) => t(`actions.${a}`)}
      />
      {action === 'another_child' && (
        <ChoiceField
          label={t('anotherChild')}
          name="childId"
          value={childId}
          error={error}
          onChange={(e) => setChildId(e.target.value)}
          choices={available.map((c) => c._id)}
          words={(id) => available.find((c) => c._id === id)?.name}
        />
      )}
      <TextField
        label={t('note')}
        name="note"
        value={note}
        maxLength={1000}
        onChange={(e) => setNote(e.target.value)}
      />
      <Button type="submit" size="sm" disabled={busy}>
        {hydrated ? t(`actions.${action}`) : t('settle')}
      </Button>
    </IntentForm>
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
  onError,
}: {
  rows: UnplacedSponsorship[];
  available: AvailableChild[];
  onError: (message: string) => void;
}) {
  const { t, i18n } = useAdminT('sponsorshipStates');
  const open = rows.filter((r) => !r.resolvedAt);
  const column = columnsOf<UnplacedSponsorship>((key) => t(`columns.${key}`));
  const columns: Column<UnplacedSponsorship>[] = [
    column(
      'sponsor',
      (row) => (
        <>
          {row.sponsorName}
          <span className="block font-normal text-slate-600">{row.sponsorEmail}</span>
        </>
      ),
      { rowHeader: true },
    ),
    column('child', (row) => row.childName ?? '—'),
    column('amount', (row) => `RWF ${formatRwfNumber(row.amount, i18n.language)}`, { className: 'whitespace-nowrap' }),
    column('date', (row) => new Date(row.paidAt).toLocaleDateString(i18n.language), { className: 'whitespace-nowrap' }),
    column('action', (row) =>
      row.resolution ? (
        <p>
          {t('resolved', { action: t(`actions.${row.resolution}`) })}
          {row.newChildName ? `: ${row.newChildName}` : ''}
          {row.note ? <span className="block text-slate-600">{row.note}</span> : null}
        </p>
      ) : (
        <ResolveForm row={row} available={available} onError={onError} />
      ),
    ),
  ];
  return (
    <Panel
      title={`${t('unplacedTitle')} (${open.length})`}
      className="rounded-xl border border-amber-300 bg-amber-50 p-4"
    >
      <p className={`${open.length === 0 ? 'mt-2' : 'mt-1'} text-sm text-slate-700`}>
        {t(open.length === 0 ? 'unplacedNone' : 'unplacedIntro')}
      </p>
      {rows.length > 0 && (
        <div className="mt-3">
          <DataTable rows={rows} columns={columns} caption={t('unplacedTitle')} phone="stack" dense />
        </div>
      )}
    </Panel>
  );
}
