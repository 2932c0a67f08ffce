import { useEffect, useState, type ReactNode } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { Button } from '~/web/features/admin/kit/button';
import { browserCallTo, isOk } from '~/web/api/client';
import { authContracts } from '~/shared/contracts/auth';
import { sectionsFor } from '~/web/features/admin/admin-nav';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import type { StaffRole } from '~/shared/staff-roles';

/** Who is signed in, as the dashboard's frame shows them. */
export type FrameAdmin = { name: string; email: string; role: StaffRole };

/**
 * The dashboard's frame: the menu of the person's screens, their name, Logout, and the
 * screen in `main`. The layout draws it around every screen, and its error boundary around
 * a screen that failed or that the person's role does not include: the menu stays.
 */
export function AdminFrame({ admin, base, children }: { admin: FrameAdmin; base: string; children: ReactNode }) {
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
    const ended = await browserCallTo(authContracts.logout).then(
      (res) => isOk(res) || res.status === 401,
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
      // A whole path segment: 'sponsor' is not lit on /dashboard/sponsor_health.
      location.pathname.split('/').includes(section) ? 'bg-brand-700 text-white' : 'text-slate-200 hover:bg-slate-800'
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
          {children}
        </main>
      </div>
    </div>
  );
}
