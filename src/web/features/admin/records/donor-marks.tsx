import { useAdminT } from '~/web/features/admin/admin-i18n';

const badge = 'ml-2 inline-block rounded-full px-2 py-0.5 align-middle text-xs font-semibold';

/** The marks staff see beside a donor: gave anonymously (hidden from the public), recorded offline. */
export function DonorMarks({ anonymous, offline = false }: { anonymous: boolean; offline?: boolean }) {
  const { t } = useAdminT('records');
  return (
    <>
      {anonymous && (
        <span className={`${badge} bg-amber-100 text-amber-900`} title={t('marks.anonymousHint')}>
          {t('marks.anonymous')}
        </span>
      )}
      {offline && <span className={`${badge} bg-sky-100 text-sky-900`}>{t('marks.offline')}</span>}
    </>
  );
}
