import { data, redirect } from 'react-router';
import type { Route } from './+types/field';
import { appContext } from '~/web/context';
import { call } from '~/web/api/client';
import { fieldContracts } from '~/shared/contracts/field';
import { fieldPhoneContracts } from '~/shared/contracts/field-phone';
import { CLEAR_SITE_DATA } from '~/shared/schemas/field-phone';
import { resourcesFor } from '~/shared/i18n/catalogues';
import { FIELD } from '~/shared/staff-roles';
import { I18nProvider } from '~/web/i18n';
import { postFieldForm } from '~/web/features/field/post-field-form.server';
import { FieldScreen } from '~/web/features/field/field-screen';

/**
 * The field officer's app (docs/field.md): the children, a progress report, a photo and a
 * child's letter, kept on the phone and sent when a connection comes. Installable (its
 * manifest and service worker), and without JavaScript the same forms post here online.
 */
/** The app's texts travel in its data (the `fieldApp` catalogue), not in the site's catalogue script. */
export const handle = { ownCatalogues: true };

export const SIGN_IN_TO_FIELD = '/dashboard/login?next=/field';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { admin, api, lang } = context.get(appContext);
  const resources = resourcesFor(lang, ['fieldApp']);
  const base = { lang, resources, children: [], items: [], selected: null, clientIds: null };
  if (!admin) {
    // A session staff ended for a lost phone: the page clears what the app keeps (and says so).
    const session = await call(api, fieldPhoneContracts.session);
    if (session.status === 200 && session.body.data.wipe)
      return data(
        { ...base, state: 'wiped' as const },
        { status: 401, headers: { 'clear-site-data': CLEAR_SITE_DATA } },
      );
    throw redirect(SIGN_IN_TO_FIELD);
  }
  if (!FIELD.includes(admin.role)) return data({ ...base, state: 'refused' as const }, { status: 403 });
  const [children, items] = await Promise.all([call(api, fieldContracts.children), call(api, fieldContracts.items)]);
  const selected = new URL(request.url).searchParams.get('child');
  return {
    ...base,
    state: 'ready' as const,
    children: children.status === 200 ? children.body.data : [],
    // The latest 20, each cut to its line: the page's first load stays light (docs/field.md).
    items:
      items.status === 200
        ? items.body.data.slice(0, 20).map(({ _id, kind, status, returnReason, child }) => ({
            _id,
            kind,
            status,
            returnReason,
            childName: child.preferredName,
          }))
        : [],
    selected: children.status === 200 && children.body.data.some((c) => c._id === selected) ? selected : null,
    // The ids of the forms on this page: posting one twice (a reload, a double tap) is one item.
    clientIds: { report: crypto.randomUUID(), letter: crypto.randomUUID() },
  };
}

/** Without JavaScript: a form posted online, its photos sent in parts from here, then the item. */
export async function action({ request, context }: Route.ActionArgs) {
  const { api, admin } = context.get(appContext);
  if (!admin) throw redirect(SIGN_IN_TO_FIELD);
  const outcome = await postFieldForm(api, request);
  return data(outcome, { status: outcome.status });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const headers = new Headers({ 'cache-control': 'private, no-store' });
  const clear = loaderHeaders.get('clear-site-data');
  if (clear) headers.set('clear-site-data', clear);
  return headers;
}

export const meta = () => [
  { title: 'Field' },
  { name: 'robots', content: 'noindex' },
  { tagName: 'link', rel: 'manifest', href: '/field.webmanifest' },
  { name: 'theme-color', content: '#0f766e' },
];

export default function Field({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <I18nProvider lang={loaderData.lang} resources={loaderData.resources}>
      <FieldScreen data={loaderData} posted={actionData ?? null} />
    </I18nProvider>
  );
}
