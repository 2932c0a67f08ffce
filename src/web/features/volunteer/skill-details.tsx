import { useT } from '~/web/i18n';
import type { Skill } from '~/shared/schemas/skill';

/** docs/product.md#limits-and-constants: the first 3 requirements, then '+N more'. */
export const SHOWN_REQUIREMENTS = 3;

export function SkillDetails({ skill, id }: { skill: Skill; id: string }) {
  const { t } = useT('public');
  const shown = skill.requirements.slice(0, SHOWN_REQUIREMENTS);
  const more = skill.requirements.length - shown.length;
  return (
    <div id={id} className="rounded-lg border border-brand-100 bg-brand-50 p-4 text-sm text-slate-800">
      <p className="font-semibold text-brand-900">{t('volunteer.skillDetails')}</p>
      {skill.description && <p className="mt-1">{skill.description}</p>}
      {shown.length > 0 && (
        <>
          <p className="mt-3 font-semibold">{t('volunteer.requirements')}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {shown.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
          {more > 0 && <p className="mt-1 text-slate-600">{t('volunteer.moreRequirements', { count: more })}</p>}
        </>
      )}
    </div>
  );
}
