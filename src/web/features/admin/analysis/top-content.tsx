import { formatDate, formatRwf } from '~/shared/format';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { Panel } from '../kit/panel';
import { formatUsdAmount } from './figures';
import type { Stats } from './types';

/** What did best in the period, each list saying what it is measured by. */
export function TopContent({ top }: { top: Stats['top'] }) {
  const { t, i18n } = useAdminT('admin');
  const lang = i18n.language;
  const usd = (n: number) => formatUsdAmount(n, lang);
  const groups = [
    {
      key: 'gifts',
      items: top.gifts.map((g) => ({
        id: g._id ?? g.name,
        name: g.name,
        detail: t('analysis.top.units', { count: g.units, amount: usd(g.salesUsd) }),
      })),
    },
    {
      key: 'children',
      items: top.children.map((c) => ({
        id: c._id,
        name: c.name,
        detail: t('analysis.top.payments', { count: c.payments, amount: formatRwf(c.amountRwf, lang) }),
      })),
    },
    {
      key: 'posts',
      items: top.posts.map((p) => ({
        id: p._id,
        name: p.title,
        detail: `${t(`analysis.top.types.${p.type}`)} · ${formatDate(p.date, lang)}`,
      })),
    },
  ];
  return (
    <Panel title={t('analysis.top.title')}>
      <div className="mt-4 grid gap-6 md:grid-cols-3">
        {groups.map((g) => (
          <div key={g.key} data-top={g.key}>
            <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
              {t(`analysis.top.${g.key}`)}
            </h3>
            {g.items.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">{t('analysis.top.none')}</p>
            ) : (
              <ol className="mt-2 space-y-2">
                {g.items.map((item, i) => (
                  <li key={item.id} className="flex gap-3 rounded-lg bg-slate-50 p-3">
                    <span aria-hidden="true" className="font-bold text-brand-700">
                      {i + 1}
                    </span>
                    <span className="min-w-0">
                      <span className="block font-medium break-words text-slate-900">{item.name}</span>
                      <span className="block text-sm text-slate-600">{item.detail}</span>
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </div>
        ))}
      </div>
    </Panel>
  );
}
