import { formatRwfNumber } from '~/shared/format';
import { useT } from '~/web/i18n';
import type { Child } from '~/shared/schemas/child';

/**
 * What the public may read of a child (docs/children-protection.md: the public child shape, the
 * same on the list and on the child's own page): age and place, story, needs, monthly support.
 */
export function ChildFacts({ child }: { child: Child }) {
  const { t, lang } = useT('public');
  return (
    <>
      <p className="mt-1 text-slate-600">
        {t('sponsorship.age', { count: child.age })} · <span className="sr-only">{t('sponsorship.location')}: </span>
        {child.location}
      </p>
      <p className="mt-3 text-slate-700">{child.story}</p>
      {child.needs.length > 0 && (
        <>
          <p className="mt-3 text-sm font-semibold text-slate-900">{t('sponsorship.needs')}</p>
          <ul className="mt-1 flex flex-wrap gap-2">
            {child.needs.map((need) => (
              <li key={need} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900">
                {need}
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="mt-4 flex-1 text-slate-700">
        {t('sponsorship.monthlySupport')}:{' '}
        <strong className="text-slate-900">
          {t('sponsorship.amount', { amount: formatRwfNumber(child.monthlySupport, lang) })}
        </strong>
      </p>
    </>
  );
}
