import { useAdminT } from '../admin-i18n';
import type { Skill } from './types';
import { DemoBadge } from '../site-settings/demo-content';

const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const button = 'min-h-11 rounded-md px-4 text-sm font-semibold';

export function SkillsTable({
  skills,
  caption,
  onEdit,
  onDelete,
}: {
  skills: Skill[];
  caption: string;
  onEdit: (s: Skill) => void;
  onDelete: (s: Skill) => void;
}) {
  const { t } = useAdminT('adminContent');
  return (
    // `relative` keeps the sr-only texts (absolutely positioned) inside the scroller, so
    // they do not widen the page on a phone.
    <div
      role="region"
      aria-label={t('common.tableScroll', { name: caption })}
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white"
    >
      <table className="w-full min-w-[44rem] divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {(['name', 'requirements', 'description', 'actions'] as const).map((k) => (
              <th key={k} scope="col" className={th}>
                {t(`skills.columns.${k}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {skills.map((s) => (
            <tr key={s._id}>
              <th scope="row" className="px-4 py-3 text-left align-top font-semibold text-slate-900">
                {s.name}
                <DemoBadge id={s._id} />
              </th>
              <td className="px-4 py-3 align-top text-slate-700">
                {s.requirements.length ? s.requirements.join(', ') : t('skills.noRequirements')}
              </td>
              <td className="max-w-sm px-4 py-3 align-top text-slate-700">
                {s.description || t('skills.noDescription')}
              </td>
              <td className="px-4 py-3 align-top">
                <div className="flex gap-2">
                  <button
                    type="button"
                    onClick={() => onDelete(s)}
                    className={`${button} border border-red-300 text-red-800 hover:bg-red-50`}
                  >
                    {t('skills.delete')}
                    <span className="sr-only"> {s.name}</span>
                  </button>
                  <button
                    type="button"
                    onClick={() => onEdit(s)}
                    className={`${button} bg-brand-700 text-white hover:bg-brand-800`}
                  >
                    {t('skills.edit')}
                    <span className="sr-only"> {s.name}</span>
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
