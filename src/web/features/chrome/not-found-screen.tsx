import { Link, useNavigate } from 'react-router';
import { useT } from '~/web/i18n';

export function NotFoundScreen() {
  const { t } = useT();
  const navigate = useNavigate();
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <Link to="/" className="mx-auto inline-block" aria-label={t('notFound.returnHome')}>
        <img src="/logo.png" alt="" width="72" height="72" />
      </Link>
      <p className="mt-2 text-sm text-slate-500">{t('notFound.logoNote')}</p>
      <h1 className="mt-6 text-5xl font-extrabold text-brand-800">404</h1>
      <h2 className="mt-2 text-2xl font-bold">{t('notFound.title')}</h2>
      <p className="mt-4 text-slate-600">{t('notFound.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="min-h-11 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
          {t('notFound.returnHome')}
        </Link>
        <button
          type="button"
          onClick={() => navigate(-1)}
          className="min-h-11 rounded-lg border border-slate-300 px-5 py-3 font-semibold hover:bg-slate-50"
        >
          {t('notFound.goBack')}
        </button>
      </div>
    </section>
  );
}
