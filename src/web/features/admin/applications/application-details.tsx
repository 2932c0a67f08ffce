import { formatDate } from '~/shared/format';
import { Dialog } from '~/web/components/dialog';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { formatDay } from './application-table';
import type { Application } from '~/shared/schemas/application';
import { fullName } from './types';

export function ApplicationDetails({ application, onClose }: { application: Application | null; onClose: () => void }) {
  const { t, i18n } = useAdminT('admin');
  const lang = i18n.language;
  const a = application;
  const rows: [string, string][] = a
    ? [
        ['fullName', fullName(a)],
        ['email', a.email],
        ['phone', a.phone || t('common.notProvided')],
        ['country', a.country],
        ['availabilityDate', formatDay(a.availabilityDate, lang)],
        ['appliedDate', formatDate(a.createdAt, lang, { dateStyle: 'long', timeStyle: 'short' })],
        ['skills', a.skillsInterests?.name ?? t('applications.noSkill')],
      ]
    : [];
  return (
    <Dialog open={a !== null} onClose={onClose} title={t('applications.details')} closeLabel={t('common.close')}>
      <dl className="divide-y divide-slate-100 text-sm">
        {rows.map(([key, value]) => (
          <div key={key} className="grid grid-cols-1 gap-1 py-2 sm:grid-cols-[10rem_1fr]">
            <dt className="font-medium text-slate-600">{t(`applications.${key}`)}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-5 flex justify-end">
        <button
          type="button"
          onClick={onClose}
          className="min-h-11 rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold hover:bg-slate-50"
        >
          {t('common.close')}
        </button>
      </div>
    </Dialog>
  );
}
