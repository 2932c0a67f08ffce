import { Link, data, useRouteLoaderData } from 'react-router';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { useT } from '~/web/i18n';

/**
 * An unknown address under /dashboard: behind the same guard as every admin page (a
 * visitor without a session goes to the login page), then a 404 inside the dashboard.
 */
export function loader() {
  return data(null, { status: 404 });
}

export const meta = () => [{ title: 'Page Not Found' }, { name: 'robots', content: 'noindex' }];

export default function AdminNotFound() {
  const { t } = useT();
  const { t: tAdmin } = useAdminT('admin');
  const layout = useRouteLoaderData<{ base: string }>('admin-dashboard');
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-4xl font-extrabold text-brand-800">404</h1>
      <h2 className="mt-2 text-2xl font-bold">{t('notFound.title')}</h2>
      <p className="mt-4 text-slate-600">{t('notFound.text')}</p>
      <Link
        to={`${layout?.base ?? '/dashboard'}/analysis`}
        className="mt-8 inline-block min-h-11 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {tAdmin('nav.analysis')}
      </Link>
    </section>
  );
}
