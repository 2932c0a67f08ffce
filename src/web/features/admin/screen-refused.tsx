import { Link } from 'react-router';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { useT } from '~/web/i18n';

function BackToAnalysis({ base }: { base: string }) {
  const { t } = useAdminT('admin');
  return (
    <Link
      to={`${base}/analysis`}
      className="mt-8 inline-block min-h-11 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
    >
      {t('nav.analysis')}
    </Link>
  );
}

/** A screen the person's role does not include (403), inside the dashboard's frame. */
export function ScreenRefused({ base }: { base: string }) {
  const { t } = useAdminT('admin');
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-2xl font-bold">{t('layout.screenRefused')}</h1>
      <BackToAnalysis base={base} />
    </section>
  );
}

/** A screen that failed: an unknown record is "Page Not Found", anything else the generic error. */
export function ScreenFailed({ status, base }: { status: number; base: string }) {
  const { t } = useT();
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-2xl font-bold">{t(status === 404 ? 'notFound.title' : 'errors.generic')}</h1>
      <p className="mt-4 text-slate-600">{t(status === 404 ? 'notFound.text' : 'errors.genericText')}</p>
      <BackToAnalysis base={base} />
    </section>
  );
}
