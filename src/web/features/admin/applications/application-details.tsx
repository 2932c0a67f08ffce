import { formatDate } from '~/shared/format';
import { Dialog } from '~/web/components/dialog';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { formatDay } from './application-table';
import type { Application } from '~/shared/schemas/application';
import { fullName } from './types';
import { Button } from '../kit/button';
import { DetailList } from '../kit/panel';

export function ApplicationDetails({ application, onClose }: { application: Application | null; onClose: () => void }) {
  const { t, i18n } = useAdminT('admin');
  const lang = i18n.language;
  const a = application;
  const rows: [string, string, string][] = a
    ? [
        ['fullName', fullName(a)],
        ['email', a.email],
        ['phone', a.phone || t('common.notProvided')],
        ['country', a.country],
        ['availabilityDate', formatDay(a.availabilityDate, lang)],
        ['appliedDate', formatDate(a.createdAt, lang, { dateStyle: 'long', timeStyle: 'short' })],
        ['skills', a.skillsInterests?.name ?? t('applications.noSkill')],
      ].map(([key, value]): [string, string, string] => [key!, t(`applications.${key}`), value!])
    : [];
  return (
    <Dialog open={a !== null} onClose={onClose} title={t('applications.details')} closeLabel={t('common.close')}>
      <DetailList rows={rows} />
      <div className="mt-5 flex justify-end">
        <Button tone="secondary" size="sm" onClick={onClose}>
          {t('common.close')}
        </Button>
      </div>
    </Dialog>
  );
}
