import { Link } from 'react-router';
import type { ChecklistAnswer } from '~/shared/schemas/site-settings';
import { useAdminT } from '../admin-i18n';

const anchors = {
  contact: '#identity',
  receipts: '#receipt-details',
  photos: '#hero',
  payments: null,
  password: '#password',
  backups: null,
  sender: '#sender',
  claims: '#donate',
} as const;

/**
 * A fresh install's launch checklist, until each item is done: in full on the first
 * screen (Analysis, `full`), one line leading there on the others. Each item is read from
 * the real state, so it goes away only by doing it.
 */
export function LaunchChecklist({
  checklist,
  base,
  full,
}: {
  checklist: ChecklistAnswer['data'];
  base: string;
  full: boolean;
}) {
  const { t } = useAdminT('adminSettings');
  if (checklist.done) return null;
  const left = checklist.items.filter((i) => !i.done).length;
  if (!full)
    return (
      <p className="mb-4 text-sm" data-testid="launch-line">
        <Link
          to={`${base}/analysis#launch-title`}
          className="font-semibold text-brand-800 underline underline-offset-4"
        >
          {t('checklist.line', { done: checklist.items.length - left, total: checklist.items.length })}
        </Link>
      </p>
    );
  return (
    <section
      aria-labelledby="launch-title"
      className="mb-6 rounded-xl border border-brand-200 bg-brand-50 p-4 text-slate-800 md:p-5"
    >
      <h2 id="launch-title" className="text-lg font-bold text-brand-900">
        {t('checklist.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('checklist.intro', { count: left })}</p>
      <ul className="mt-3 space-y-2">
        {checklist.items.map(({ key, done }) => {
          const anchor = anchors[key];
          return (
            <li key={key} className="flex gap-2">
              <span
                aria-hidden="true"
                className={`mt-0.5 inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full text-xs font-bold ${done ? 'bg-green-700 text-white' : 'border-2 border-slate-500'}`}
              >
                {done ? '✓' : ''}
              </span>
              <span>
                <span className={done ? 'text-slate-600 line-through' : 'font-semibold'}>
                  {t(`checklist.items.${key}.title`)}
                </span>
                <span className="sr-only">{done ? t('checklist.done') : t('checklist.todo')}</span>
                {!done && (
                  <span className="block text-sm text-slate-700">
                    {t(`checklist.items.${key}.text`)}{' '}
                    {anchor && (
                      <Link
                        to={`${base}/site_settings${anchor}`}
                        className="font-semibold text-brand-800 underline underline-offset-4"
                      >
                        {t(`checklist.items.${key}.action`)}
                      </Link>
                    )}
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
