import { useEffect, useState } from 'react';
import { NavLink, Outlet, data, redirect, useLoaderData, useLocation, useNavigate } from 'react-router';
import type { Route } from './+types/layout';
import { Button } from '~/web/features/admin/kit/button';
import { apiFetch } from '~/web/api/client';
import { appContext } from '~/web/context';
import { revalidateOnLanguageChange } from '~/web/i18n';
import { resourcesFor } from '~/shared/i18n/catalogues';
import { sectionsFor } from '~/web/features/admin/admin-nav';
import { screenAdmits } from '~/shared/staff-screens';
import type { PaymentMode } from '~/shared/schemas/payments';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { LaunchChecklist } from '~/web/features/admin/site-settings/launch-checklist';
import { BackupStatusLine } from '~/web/features/admin/site-settings/backup-status';
import { MailAlarmLine } from '~/web/features/admin/mail/mail-alarm';
import type { ChecklistAnswer, DemoContentAnswer } from '~/shared/schemas/site-settings';

/** `/{first segment}` is the admin prefix route's match for any one-segment path. */
function isOtherPath(site: { adminPrefix: string }, params: { adminPrefix?: string }): boolean {
  return params.adminPrefix !== undefined && params.adminPrefix !== site.adminPrefix;
}

/**
 * The guard runs as middleware, before any admin loader: a visitor without a session
 * is sent to the login page by the server, before admin code or data reaches them.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context, params, pattern }) => {
    const { admin, site } = context.get(appContext);
    const prefix = (params as { adminPrefix?: string }).adminPrefix;
    // Not the admin area (`/x/viewmessage`, a typo): the loader answers 404. Thrown here,
    // the error would reach the root's boundary before any loader ran, without the site's
    // header, footer or texts; from the loader it gets the public 404 screen below. The
    // section's own loader runs too: its API calls answer 404 at once, fetching nothing.
    if (isOtherPath(site, params)) {
      const notHere = () => Promise.reject(data(null, { status: 404 }));
      context.set(appContext, { ...context.get(appContext), api: { get: notHere, send: notHere } });
      return;
    }
    if (!admin) throw redirect('/dashboard/login');
    const base = prefix ? `/${prefix}` : '/dashboard';
    // A screen the person's role does not admit: 403, before its loader reads anything.
    // The screen is the matched route's (`/dashboard/staff`, `/:adminPrefix/supporters/:id?`),
    // not the address as written (`/dashboard/STAFF`, `/dashboard/%73taff` match it too);
    // only the dashboard's 404 (`*`) is no screen.
    // React Router asks a screen's data at `/dashboard/staff.data`: the same route, the same check.
    const section = pattern.split('/').filter(Boolean)[1];
    if (section === undefined) throw redirect(`${base}/analysis`);
    if (section !== '*' && !screenAdmits(section, admin.role)) throw data(null, { status: 403 });
  },
];

export async function loader({ context, params }: Route.LoaderArgs) {
  const { admin, lang, site, api } = context.get(appContext);
  if (isOtherPath(site, params)) throw data(null, { status: 404 });
  const prefix = (params as { adminPrefix?: string }).adminPrefix;
  // The launch checklist and the demo records' ids (their "Demo" badges): none when unknown.
  const [checklist, demo] = await Promise.all([
    api.get<ChecklistAnswer>('/api/site/checklist').then(
      (res) => (res.status === 200 ? res.body.data : null),
      () => null,
    ),
    api.get<DemoContentAnswer>('/api/site/demo').then(
      (res) => (res.status === 200 ? res.body.data.ids : []),
      () => [],
    ),
  ]);
  return {
    checklist,
    demoIds: demo,
    admin: admin!,
    base: prefix ? `/${prefix}` : '/dashboard',
    adminResources: resourcesFor(lang, [
      'admin',
      'adminContent',
      'adminSettings',
      'recurring',
      'records',
      'sponsorshipStates',
      'sms',
      'staff',
      'children',
      'childNews',
      'mail',
      'adminValidation',
    ]),
    // The sandbox takes no money: staff are told so on every page (unknown: no banner).
    testMode: await api.get<PaymentMode>('/api/payments/mode').then(
      (res) => res.status === 200 && !res.body.data.live,
      () => false,
    ),
  };
}

// The admin's identity and the admin catalogues: fetched once per document, and again
// when a page of the dashboard asks for fresh data after a change (the checklist and
// the demo badges follow the settings and the removal of the demo content).
export const shouldRevalidate: typeof revalidateOnLanguageChange = (args) =>
  revalidateOnLanguageChange(args) || (args.defaultShouldRevalidate && args.currentUrl.href === args.nextUrl.href);

export const meta = () => [{ name: 'robots', content: 'noindex' }];

export default function AdminLayout() {
  const { admin, base, testMode, checklist } = useLoaderData<typeof loader>();
  const { t } = useAdminT();
  const [expanded, setExpanded] = useState(true);
  const [mobileOpen, setMobileOpen] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();

  const [logoutFailed, setLogoutFailed] = useState(false);
  // Only a harmless hint is kept in the browser (the session is an httpOnly cookie): the
  // server let this page through, so the admin is signed in.
  useEffect(() => localStorage.setItem('isAuthenticated', 'true'), []);

  async function logout() {
    setLogoutFailed(false);
    // The session ends on the server or not at all: with it still valid, the login page
    // would send the admin straight back here, so a failure is said, not ignored.
    const ended = await apiFetch('/api/auth/logout', { method: 'POST' }).then(
      (res) => res.ok || res.status === 401,
      () => false,
    );
    if (!ended) {
      setLogoutFailed(true);
      return;
    }
    localStorage.removeItem('isAuthenticated');
    localStorage.removeItem('token');
    navigate('/dashboard/login');
  }

  const item = (section: string) =>
    `flex min-h-11 items-center gap-3 rounded-md px-3 text-sm font-medium ${
      location.pathname.includes(section) ? 'bg-brand-700 text-white' : 'text-slate-200 hover:bg-slate-800'
    }`;

  return (
    <div className="flex min-h-screen bg-slate-100">
      <aside
        id="admin-sidebar"
        aria-label={t('layout.sidebarLabel')}
        className={`${mobileOpen ? 'fixed inset-y-0 left-0 z-50 flex' : 'hidden'} w-64 flex-col bg-slate-900 text-white md:static md:flex ${expanded ? 'md:w-64' : 'md:w-20'}`}
      >
        <div className="flex items-center justify-between p-4">
          <span className={`font-bold ${expanded ? '' : 'md:sr-only'}`}>Admin</span>
          <button
            type="button"
            onClick={() => setExpanded((e) => !e)}
            aria-expanded={expanded}
            aria-controls="admin-sidebar"
            className="hidden min-h-11 min-w-11 rounded-md hover:bg-slate-800 md:inline-flex md:items-center md:justify-center"
            aria-label={expanded ? t('layout.collapse') : t('layout.expand')}
          >
            <span aria-hidden="true">{expanded ? '«' : '»'}</span>
          </button>
          <button
            type="button"
            onClick={() => setMobileOpen(false)}
            className="min-h-11 min-w-11 md:hidden"
            aria-label={t('layout.collapse')}
          >
            <span aria-hidden="true">✕</span>
          </button>
        </div>
        <nav className="flex-1 px-2">
          <ul className="space-y-1">
            {sectionsFor(admin.role).map((s) => (
              <li key={s}>
                <NavLink
                  to={`${base}/${s}`}
                  className={() => item(s)}
                  onClick={() => setMobileOpen(false)}
                  title={t(`nav.${s}`)}
                >
                  <span aria-hidden="true" className="inline-block w-5 text-center">
                    •
                  </span>
                  <span className={expanded ? '' : 'md:sr-only'}>{t(`nav.${s}`)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-slate-800 p-4">
          <Button tone="sidebar" size="sm" className="w-full" onClick={logout}>
            {t('layout.logout')}
          </Button>
          {logoutFailed && (
            <p role="alert" className="mt-2 text-xs text-red-300">
              {t('layout.logoutFailed')}
            </p>
          )}
          <div className={`mt-3 text-xs text-slate-300 ${expanded ? '' : 'md:sr-only'}`}>
            <p className="font-semibold text-white">{admin.name}</p>
            <p className="break-all">{admin.email}</p>
          </div>
        </div>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-center gap-2 border-b bg-white p-2 md:hidden">
          <button
            type="button"
            onClick={() => setMobileOpen(true)}
            aria-expanded={mobileOpen}
            aria-controls="admin-sidebar"
            className="min-h-11 min-w-11 rounded-md border"
            aria-label={t('layout.openMenu')}
          >
            <span aria-hidden="true">☰</span>
          </button>
        </div>
        <main id="main" className="min-w-0 flex-1 p-4 md:p-8">
          {testMode && (
            <p
              className="-mx-4 -mt-4 mb-4 border-b border-amber-300 bg-amber-100 px-4 py-2 md:-mx-8 md:-mt-8 md:mb-6 text-sm font-semibold text-amber-950"
              role="note"
            >
              {t('layout.testMode')}
            </p>
          )}
          {/* The launch is the administrators' business: its steps lead to their screens. */}
          {checklist && admin.role === 'administrator' && <LaunchChecklist checklist={checklist} base={base} />}
          {checklist && admin.role === 'administrator' && <BackupStatusLine status={checklist.backup} />}
          {checklist && (admin.role === 'administrator' || admin.role === 'content') && (
            <MailAlarmLine alarms={checklist.mailAlarms} base={base} admin={admin.role === 'administrator'} />
          )}
          <Outlet />
        </main>
      </div>
    </div>
  );
}
