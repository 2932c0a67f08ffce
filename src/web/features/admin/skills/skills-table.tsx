import { useAdminT } from '../admin-i18n';
import type { Skill } from './types';
import { RowButton } from '../kit/button';
import { IntentForm } from '../kit/intent-post';
import { DataTable } from '../kit/data-table';
import { DemoBadge } from '../site-settings/demo-content';

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
  const header = (key: string) => t(`skills.columns.${key}`);
  return (
    <DataTable
      rows={skills}
      rowKey={(s) => s._id}
      caption={caption}
      phone="scroll"
      columns={[
        {
          key: 'name',
          header: header('name'),
          rowHeader: true,
          cell: (s) => (
            <>
              {s.name}
              <DemoBadge id={s._id} />
            </>
          ),
        },
        {
          key: 'requirements',
          header: header('requirements'),
          className: 'text-slate-700',
          cell: (s) => (s.requirements.length ? s.requirements.join(', ') : t('skills.noRequirements')),
        },
        {
          key: 'description',
          header: header('description'),
          className: 'max-w-sm text-slate-700',
          cell: (s) => s.description || t('skills.noDescription'),
        },
        {
          key: 'actions',
          header: header('actions'),
          cell: (s) => (
            <div className="flex gap-2">
              {/* A form posted to the screen's action: before the script has loaded too. */}
              <IntentForm intent="delete" id={s._id} onPost={() => onDelete(s)}>
                <RowButton type="submit" tone="danger" label={t('skills.delete')} row={s.name} />
              </IntentForm>
              <RowButton label={t('skills.edit')} row={s.name} onClick={() => onEdit(s)} />
            </div>
          ),
        },
      ]}
    />
  );
}
