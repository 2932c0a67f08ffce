import { CtaLink } from '~/web/components/cta-link';
import { LineIcon } from '~/web/components/line-icon';
import { formatDate, formatUsd } from '~/shared/format';
import { useT } from '~/web/i18n';
import { type FundraisingGoal, goalStatus } from './classroom-goal';

const usd = (amount: number, lang: string) => formatUsd(amount, lang, { cents: false });

/** The classroom building goal, worded from today's date (see classroom-goal.ts). */
export function ClassroomGoalCard({ goal, today }: { goal: FundraisingGoal; today: string }) {
  const { t, lang } = useT('public');
  const { phase, percent } = goalStatus(goal, today);
  const vars = {
    amount: usd(goal.targetUsd, lang),
    classrooms: goal.classrooms,
    deadline: formatDate(`${goal.deadline}T12:00:00Z`, lang, { month: 'long', year: 'numeric' }),
  };
  const raised = Math.min(goal.raisedUsd, goal.targetUsd);
  return (
    <section aria-labelledby="goal-title" className="bg-brand-50">
      <div className="mx-auto max-w-3xl px-4 py-16">
        <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-brand-800">
          <LineIcon name="building" className="h-5 w-5" />
          {t('whatWeDo.goal.eyebrow')}
        </p>
        <h2 id="goal-title" className="mt-2 text-3xl font-bold text-slate-900">
          {t(`whatWeDo.goal.${phase}Title`, vars)}
        </h2>
        <p className="mt-4 text-lg text-slate-700">{t(`whatWeDo.goal.${phase}Text`, vars)}</p>
        <div className="mt-6">
          <progress
            className="h-4 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-white [&::-webkit-progress-value]:bg-brand-700 [&::-moz-progress-bar]:bg-brand-700"
            max={goal.targetUsd}
            value={raised}
            aria-label={t('whatWeDo.goal.progressLabel')}
          />
          <p className="mt-2 font-semibold text-slate-900">
            {t('whatWeDo.goal.progress', { raised: usd(goal.raisedUsd, lang), amount: vars.amount, percent })}
          </p>
          <p className="text-sm text-slate-600">
            {t('whatWeDo.goal.asOf', {
              date: formatDate(`${goal.progressAsOf}T12:00:00Z`, lang, { dateStyle: 'long' }),
            })}
          </p>
        </div>
        {phase !== 'reached' && (
          <CtaLink to="/donate" variant="brand" className="mt-6">
            {t('whatWeDo.goal.give')}
          </CtaLink>
        )}
      </div>
    </section>
  );
}
