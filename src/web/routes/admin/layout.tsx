import { Outlet, createContext, data, isRouteErrorResponse, redirect, useLoaderData, useMatches } from 'react-router';
import type { Route } from './+types/layout';
import { appContext } from '~/web/context';
import { revalidateOnLanguageChange } from '~/web/i18n';
import { DASHBOARD_NAMESPACES, resourcesFor } from '~/shared/i18n/catalogues';
import { AdminFrame } from '~/web/features/admin/admin-frame';
import { ScreenFailed, ScreenRefused } from '~/web/features/admin/screen-refused';
import { screenAdmits } from '~/shared/staff-screens';
import { paymentContracts } from '~/shared/contracts/payments';
import { siteContracts } from '~/shared/contracts/site';
import { call } from '~/web/api/client';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { LaunchChecklist } from '~/web/features/admin/site-settings/launch-checklist';
import { BackupStatusLine } from '~/web/features/admin/site-settings/backup-status';
import { MailAlarmLine } from '~/web/features/admin/mail/mail-alarm';

/** Set by the guard: the person's role does not include the screen asked for. */
const screenRefused = createContext(false);

/**
 * `/{first segment}` is the admin prefix route's match for any one-segment path. (This
 * module is that route's too, through layout-prefixed.tsx: its params carry the prefix.)
 */
function isOtherPath(site: { adminPrefix: string }, params: object): boolean {
  const { adminPrefix } = params as { adminPrefix?: string };
  return adminPrefix !== undefined && adminPrefix !== site.adminPrefix;
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
    // Not thrown (the error would reach the root's boundary, without the menu): the screen's
    // loader reads nothing (its API calls answer 403 at once) and the layout says why, as 403.
    if (section !== '*' && !screenAdmits(section, admin.role)) {
      const refused = () => Promise.reject(data(null, { status: 403 }));
      context.set(screenRefused, true);
      context.set(appContext, { ...context.get(appContext), api: { get: refused, send: refused } });
    }
  },
];

export async function loader({ context, params }: Route.LoaderArgs) {
  const { admin, lang, site, api } = context.get(appContext);
  if (isOtherPath(site, params)) throw data(null, { status: 404 });
  const refused = context.get(screenRefused);
  const prefix = (params as { adminPrefix?: string }).adminPrefix;
  // The launch checklist and the demo records' ids (their "Demo" badges): none when unknown.
  const [checklist, demo] = await Promise.all([
    call(api, siteContracts.checklist).then(
      (res) => (res.status === 200 ? res.body.data : null),
      () => null,
    ),
    call(api, siteContracts.demo).then(
      (res) => (res.status === 200 ? res.body.data.ids : []),
      () => [],
    ),
  ]);
  const answer = {
    refused,
    checklist,
    demoIds: demo,
    admin: admin!,
    base: prefix ? `/${prefix}` : '/dashboard',
    adminResources: resourcesFor(lang, DASHBOARD_NAMESPACES),
    // The sandbox takes no money: staff are told so on every page (unknown: no banner).
    testMode: await call(api, paymentContracts.mode).then(
      (res) => res.status === 200 && !res.body.data.live,
      () => false,
    ),
  };
  return refused ? data(answer, { status: 403 }) : answer;
}

// The admin's identity and the admin catalogues: fetched once per document, and again
// when a page of the dashboard asks for fresh data after a change (the checklist and
// the demo badges follow the settings and the removal of the demo content).
export const shouldRevalidate: typeof revalidateOnLanguageChange = (args) =>
  revalidateOnLanguageChange(args) || (args.defaultShouldRevalidate && args.currentUrl.href === args.nextUrl.href);

export const meta = () => [{ name: 'robots', content: 'noindex' }];

export default function AdminLayout() {
  const { admin, base, testMode, checklist, refused } = useLoaderData<typeof loader>();
  const { t } = useAdminT();
  // The launch checklist in full on the first screen only (`dashboard-analysis`, `prefixed-analysis`).
  const onFirstScreen = useMatches().some((m) => m.id.endsWith('-analysis'));
  return (
    <AdminFrame admin={admin} base={base}>
      {testMode && (
        <p
          className="-mx-4 -mt-4 mb-4 border-b border-amber-300 bg-amber-100 px-4 py-2 md:-mx-8 md:-mt-8 md:mb-6 text-sm font-semibold text-amber-950"
          role="note"
        >
          {t('layout.testMode')}
        </p>
      )}
      {/* The launch is the administrators' business: its steps lead to their screens. */}
      {checklist && admin.role === 'administrator' && (
        <LaunchChecklist checklist={checklist} base={base} full={onFirstScreen} />
      )}
      {checklist && admin.role === 'administrator' && <BackupStatusLine status={checklist.backup} />}
      {checklist && (admin.role === 'administrator' || admin.role === 'content') && (
        <MailAlarmLine alarms={checklist.mailAlarms} base={base} admin={admin.role === 'administrator'} />
      )}
      {refused ? <ScreenRefused base={base} /> : <Outlet />}
    </AdminFrame>
  );
}

/**
 * A screen that failed inside the dashboard keeps the frame (the menu, Logout): one the
 * person's role does not include says so; an unknown record is the dashboard's 404.
 * Without the layout's data (its own loader failed) there is no frame to draw.
 */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!loaderData) return <ScreenFailed status={status} base="/dashboard" />;
  return (
    <AdminFrame admin={loaderData.admin} base={loaderData.base}>
      {status === 403 || loaderData.refused ? (
        <ScreenRefused base={loaderData.base} />
      ) : (
        <ScreenFailed status={status} base={loaderData.base} />
      )}
    </AdminFrame>
  );
}
