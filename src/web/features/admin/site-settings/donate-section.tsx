import { useRef, useState, type ReactNode } from 'react';
import { donatePageSchema, type SiteSettings, type TranslatedText } from '~/shared/schemas/site-settings';
import { useAdminT } from '../admin-i18n';
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

function Row({
  legend,
  onRemove,
  removeLabel,
  children,
}: {
  legend: string;
  onRemove?: () => void;
  removeLabel: string;
  children: ReactNode;
}) {
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <div className="flex items-center justify-between gap-2">
        <h4 className="font-semibold text-slate-900">{legend}</h4>
        {onRemove && (
          <button
            type="button"
            onClick={onRemove}
            className="min-h-11 rounded-md px-3 text-sm font-semibold text-red-800 underline-offset-4 hover:underline"
          >
            {removeLabel}
          </button>
        )}
      </div>
      <div className="mt-2 space-y-3">{children}</div>
    </li>
  );
}

const addClass =
  'min-h-11 rounded-md border border-brand-700 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-50';

/** The donate page's impact tiers and trust claims (only claims that are true for this charity). */
export function DonateSection({ value }: { value: SiteSettings['donate'] }) {
  const { t } = useAdminT('adminSettings');
  const tiers = useRows(value.tiers);
  const claims = useRows(value.claims);
  return (
    <SectionForm
      id="donate"
      section="donate"
      title={t('donate.title')}
      intro={t('donate.intro')}
      schema={donatePageSchema}
      base={{ claims: [] }}
    >
      <h3 className="text-lg font-semibold text-slate-900">{t('donate.tiers')}</h3>
      <ul className="space-y-3">
        {tiers.rows.map(({ key, value: tier }, i) => (
          <Row
            key={key}
            legend={t('donate.tier', { n: i + 1 })}
            removeLabel={t('donate.removeTier', { n: i + 1 })}
            onRemove={tiers.rows.length > 1 ? () => tiers.remove(key) : undefined}
          >
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
          </Row>
        ))}
      </ul>
      <button
        type="button"
        className={addClass}
        disabled={tiers.rows.length >= 6}
        onClick={() => tiers.add({ amount: 0, text: blank() })}
      >
        {t('donate.addTier')}
      </button>
      <h3 className="text-lg font-semibold text-slate-900">{t('donate.claims')}</h3>
      <p className="text-sm text-slate-600">{t('donate.claimsHint')}</p>
      <ul className="space-y-3">
        {claims.rows.map(({ key, value: claim }, i) => (
          <Row
            key={key}
            legend={t('donate.claim', { n: i + 1 })}
            removeLabel={t('donate.removeClaim', { n: i + 1 })}
            onRemove={() => claims.remove(key)}
          >
            <TranslatedField name={`claims.${i}.title`} label={t('donate.claimTitle')} value={claim.title} />
            <TranslatedField name={`claims.${i}.text`} label={t('donate.claimText')} value={claim.text} optional />
          </Row>
        ))}
      </ul>
      {claims.rows.length === 0 && <p className="text-sm text-slate-600">{t('donate.noClaims')}</p>}
      <button
        type="button"
        className={addClass}
        disabled={claims.rows.length >= 8}
        onClick={() => claims.add({ title: blank(), text: blank() })}
      >
        {t('donate.addClaim')}
      </button>
    </SectionForm>
  );
}
