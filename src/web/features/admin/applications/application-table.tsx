import { formatDate } from '~/shared/format';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import type { Application } from '~/shared/schemas/application';
import { Button } from '../kit/button';
import { columnsOf } from '../kit/columns';
import { type Column, DataTable } from '../kit/data-table';
import { IntentForm } from '../kit/intent-post';
import { fullName } from './types';

/** A calendar date ('YYYY-MM-DD') shown as a date, whatever the viewer's zone. */
export const formatDay = (day: string, lang: string) => formatDate(`${day}T12:00:00Z`, lang);

/**
 * The applications, each with View and Delete: Delete is a form posted to the screen's
 * action (`remove`), natively before the script has loaded; after, `onDelete` (which asks first).
 */
export function ApplicationTable({
  rows,
  deleting,
  onView,
  onDelete,
}: {
  rows: Application[];
  deleting: string | null;
  onView: (a: Application) => void;
  onDelete: (a: Application) => void;
}) {
  const { t, i18n } = useAdminT('admin');
  const lang = i18n.language;
  const column = columnsOf<Application>((key) => t(`applications.columns.${key}`));
  const columns: Column<Application>[] = [
    column('applicant', (a) => fullName(a), { rowHeader: true }),
    column(
      'contact',
      (a) => (
        <>
          <span className="block break-all">{a.email}</span>
          {a.phone && <span className="block text-slate-600">{a.phone}</span>}
        </>
      ),
      { card: 'hide' },
    ),
    column('skills', (a) => a.skillsInterests?.name ?? t('applications.noSkill')),
    column('availability', (a) => formatDay(a.availabilityDate, lang), { className: 'whitespace-nowrap' }),
    column('location', (a) => a.country),
    column('applied', (a) => formatDate(a.createdAt, lang), { className: 'whitespace-nowrap' }),
    column(
      'actions',
      (a) => (
        <div className="flex gap-2">
          <Button
            tone="secondary"
            size="sm"
            onClick={() => onView(a)}
            aria-label={t('applications.viewLabel', { name: fullName(a) })}
          >
            {t('applications.view')}
          </Button>
          <IntentForm intent="remove" id={a._id} onPost={() => onDelete(a)}>
            <Button
              type="submit"
              tone="destructive"
              size="sm"
              disabled={deleting !== null}
              aria-label={t('applications.deleteLabel', { name: fullName(a) })}
            >
              {deleting === a._id ? t('applications.deleting') : t('applications.delete')}
            </Button>
          </IntentForm>
        </div>
      ),
      { card: 'footer' },
    ),
  ];
  return <DataTable rows={rows} columns={columns} caption={t('applications.caption')} rowName="application" />;
}
