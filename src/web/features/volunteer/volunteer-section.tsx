import type { FormResult } from '~/web/components/form-errors';
import { useT } from '~/web/i18n';
import type { Skill } from '~/shared/schemas/skill';
import { VolunteerForm } from './volunteer-form';

/** The volunteer application on Get Involved; /volunteer leads here (#volunteer). */
export function VolunteerSection({ skills, result }: { skills: Skill[]; result?: FormResult }) {
  const { t } = useT('public');
  return (
    <section id="volunteer" aria-labelledby="volunteer-title" className="scroll-mt-20">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div>
          <h2 id="volunteer-title" className="text-3xl font-bold text-slate-900">
            {t('volunteer.title')}
          </h2>
          <p className="mt-3 text-lg text-slate-600">{t('volunteer.intro')}</p>
        </div>
        <VolunteerForm skills={skills} result={result} />
      </div>
    </section>
  );
}
