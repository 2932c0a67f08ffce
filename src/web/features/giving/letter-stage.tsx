import { formatDate } from '~/shared/format';
import type { SponsoredChildNews } from '~/shared/schemas/child-news';
import { type LetterStage, letterStages } from '~/shared/schemas/translation';
import type { NewsT } from './news-t';

/**
 * Where a letter is (docs/field.md#translation): received, translating, checked,
 * delivered, as four steps with the current one marked (for a screen reader too).
 */
export function LetterStageSteps({ stage, t }: { stage: LetterStage; t: NewsT }) {
  const at = letterStages.indexOf(stage);
  return (
    <ol aria-label={t('page.stage.label')} className="mt-2 flex flex-wrap gap-1 text-xs" data-stage={stage}>
      {letterStages.map((s, i) => (
        <li
          key={s}
          aria-current={i === at ? 'step' : undefined}
          className={`rounded-full px-2 py-0.5 font-semibold ${
            i < at
              ? 'bg-green-100 text-green-900'
              : i === at
                ? 'bg-brand-700 text-white'
                : 'bg-slate-100 text-slate-700'
          }`}
        >
          {t(`page.stage.${s}`)}
        </li>
      ))}
    </ol>
  );
}

/** The child's letters on their way to the sponsor (approved, waiting for their translation). */
export function IncomingLetters({ child, t, lang }: { child: SponsoredChildNews; t: NewsT; lang: string }) {
  if (child.incoming.length === 0) return null;
  return (
    <div className="space-y-2" data-testid="incoming-letters">
      <h4 className="text-lg font-semibold text-slate-900">{t('page.incoming', { child: child.name })}</h4>
      <ul className="space-y-2">
        {child.incoming.map((l) => (
          <li key={l._id} className="rounded-lg border border-slate-200 p-3 text-sm text-slate-800">
            {t('page.incomingOne', { date: formatDate(l.receivedAt, lang, { dateStyle: 'long' }) })}
            <LetterStageSteps stage={l.stage} t={t} />
          </li>
        ))}
      </ul>
    </div>
  );
}
