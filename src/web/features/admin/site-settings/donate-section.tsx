import { useRef, useState, type ReactNode } from 'react';
import { donatePageSchema, type SiteSettings, type TranslatedText } from '~/shared/schemas/site-settings';
import { useAdminT } from '../admin-i18n';
import { Button } from '../kit/button';
import { PlainField, TranslatedField } from './fields';
import { SectionForm } from './section-form';

const blank = (): TranslatedText => ({ en: '', rw: '', fr: '' });

/** Rows that can be added and removed; each keeps its own key so typed text stays with its row. */
function useRows<T>(initial: T[]) {
  const next = useRef(initial.length);
  const [rows, setRows] = useState(() => initial.map((value, key) => ({ key, value })));
  return {
    rows,
    add: (value: T) => setRows((r) => [...r, { key: next.current++, value }]),
    remove: (key: number) => setRows((r) => r.filter((row) => row.key !== key)),
  };
}

/**
 * A list of rows that staff add to (up to `max`) and remove from (down to `min`): each
 * row titled, its fields drawn by `fields`, the add button after the list.
 */
function RowList<T>({
  list,
  min = 0,
  max,
  legend,
  removeLabel,
  addLabel,
  blankRow,
  fields,
  empty,
}: {
  list: ReturnType<typeof useRows<T>>;
  min?: number;
  max: number;
  legend: (n: number) => string;
  removeLabel: (n: number) => string;
  addLabel: string;
  blankRow: () => T;
  fields: (value: T, i: number) => ReactNode;
  empty?: string;
}) {
  return (
    <>
      <ul className="space-y-3">
        {list.rows.map(({ key, value }, i) => (
          <li key={key} className="rounded-lg border border-slate-200 p-3">
            <div className="flex items-center justify-between gap-2">
              <h4 className="font-semibold text-slate-900">{legend(i + 1)}</h4>
              {list.rows.length > min && (
                <Button tone="danger" size="sm" onClick={() => list.remove(key)}>
                  {removeLabel(i + 1)}
                </Button>
              )}
            </div>
            <div className="mt-2 space-y-3">{fields(value, i)}</div>
          </li>
        ))}
      </ul>
      {empty && list.rows.length === 0 && <p className="text-sm text-slate-600">{empty}</p>}
      <Button tone="outline" size="sm" disabled={list.rows.length >= max} onClick={() => list.add(blankRow())}>
        {addLabel}
      </Button>
    </>
  );
}

/** The donate page's impact tiers and trust claims (only claims that are true for this charity). */
export function DonateSection({ value }: { value: SiteSettings['donate'] }) {
  const { t } = useAdminT('adminSettings');
  const tiers = useRows(value.tiers);
  const claims = useRows(value.claims);
  return (
    <SectionForm section="donate" schema={donatePageSchema} base={{ claims: [] }}>
      <h3 className="text-lg font-semibold text-slate-900">{t('donate.tiers')}</h3>
      <RowList
        list={tiers}
        min={1}
        max={6}
        legend={(n) => t('donate.tier', { n })}
        removeLabel={(n) => t('donate.removeTier', { n })}
        addLabel={t('donate.addTier')}
        blankRow={() => ({ amount: 0, text: blank() })}
        fields={(tier, i) => (
          <>
            <PlainField
              name={`tiers.${i}.amount`}
              label={t('donate.amount')}
              defaultValue={tier.amount}
              type="number"
              inputMode="numeric"
              min={100}
              step={1}
            />
            <TranslatedField name={`tiers.${i}.text`} label={t('donate.tierText')} value={tier.text} />
          </>
        )}
      />
      <h3 className="text-lg font-semibold text-slate-900">{t('donate.claims')}</h3>
      <p className="text-sm text-slate-600">{t('donate.claimsHint')}</p>
      <RowList
        list={claims}
        max={8}
        legend={(n) => t('donate.claim', { n })}
        removeLabel={(n) => t('donate.removeClaim', { n })}
        addLabel={t('donate.addClaim')}
        blankRow={() => ({ title: blank(), text: blank() })}
        empty={t('donate.noClaims')}
        fields={(claim, i) => (
          <>
            <TranslatedField name={`claims.${i}.title`} label={t('donate.claimTitle')} value={claim.title} />
            <TranslatedField name={`claims.${i}.text`} label={t('donate.claimText')} value={claim.text} optional />
          </>
        )}
      />
    </SectionForm>
  );
}
