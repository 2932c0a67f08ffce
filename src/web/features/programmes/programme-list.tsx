import { LineIcon, type IconName } from '~/web/components/line-icon';
import { useSiteContent } from '~/web/features/chrome/use-site';
import { useT } from '~/web/i18n';
import { ExpandableText } from './expandable-text';

/** Each programme's place keeps its icon; the texts are staff's (Site settings). */
const programmes: { key: string; icon: IconName }[] = [
  { key: 'education', icon: 'book' },
  { key: 'disability', icon: 'hand' },
  { key: 'worldShapers', icon: 'star' },
  { key: 'malnutrition', icon: 'sprout' },
  { key: 'medical', icon: 'cross' },
  { key: 'teenMothers', icon: 'heart' },
];

/** SPEC: six programme cards, each with expandable text. */
export function ProgrammeList() {
  const { t } = useT('public');
  const texts = useSiteContent().programmes.whatWeDo;
  return (
    <section aria-labelledby="programmes-title" className="mx-auto max-w-7xl px-4 py-16">
      <h2 id="programmes-title" className="text-3xl font-bold text-slate-900">
        {t('whatWeDo.programmesTitle')}
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {programmes.map(({ key, icon }, i) => (
          <li key={key} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <LineIcon name={icon} />
            </span>
            <h3 id={`programme-${key}`} className="mt-4 text-xl font-semibold text-slate-900">
              {texts[i]?.title}
            </h3>
            <ExpandableText text={texts[i]?.text ?? ''} describedBy={`programme-${key}`} />
          </li>
        ))}
      </ul>
    </section>
  );
}
