import type { FieldChild } from '~/shared/schemas/field';
import { useTranslation } from '~/web/i18n';

/**
 * The officer's children (docs/field.md#what-the-phone-reads): preferred name, photo, age
 * and last report, nothing else. Choosing one opens its forms: a link without JavaScript
 * (the page again, online), a choice on the page with it (offline too).
 */
export function ChildList({
  children,
  selected,
  onSelect,
}: {
  children: FieldChild[];
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('fieldApp');
  return (
    <section aria-labelledby="children-title" className="mt-6">
      <h2 id="children-title" className="text-xl font-bold">
        {t('children.title')}
      </h2>
      {children.length === 0 && <p className="mt-2 text-slate-700">{t('children.none')}</p>}
      <ul className="mt-2 grid gap-2">
        {children.map((child) => (
          <li key={child._id}>
            <a
              href={`?child=${child._id}`}
              onClick={(e) => {
                e.preventDefault();
                onSelect(child._id);
              }}
              aria-current={selected === child._id ? 'true' : undefined}
              className="flex min-h-16 items-center gap-3 rounded-xl border border-slate-200 bg-white p-2 aria-[current]:border-brand-700 aria-[current]:ring-2 aria-[current]:ring-brand-700"
            >
              {child.photo ? (
                <img src={child.photo} alt="" width={56} height={56} className="h-14 w-14 rounded-lg object-cover" />
              ) : (
                <span aria-hidden="true" className="h-14 w-14 rounded-lg bg-slate-200" />
              )}
              <span>
                <span className="block font-semibold">{child.preferredName}</span>
                <span className="block text-sm text-slate-700">
                  {t('children.age', { count: child.age })} ·{' '}
                  {child.lastReportAt
                    ? t('children.lastReport', { date: new Date(child.lastReportAt).toLocaleDateString(i18n.language) })
                    : t('children.noReport')}
                </span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
