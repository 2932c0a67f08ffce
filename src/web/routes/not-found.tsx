import { data, redirect } from 'react-router';
import type { Route } from './+types/not-found';
import { appContext } from '~/web/context';
import { NotFoundScreen } from '~/web/features/chrome/not-found-screen';

export function loader({ context, params }: Route.LoaderArgs) {
  // The admin area's own address opens on Analysis, as /dashboard does.
  const { adminPrefix } = context.get(appContext).site;
  if (params['*']?.replace(/\/$/, '') === adminPrefix) throw redirect(`/${adminPrefix}/analysis`);
  return data(null, { status: 404 });
}

export const meta = () => [{ title: 'Page Not Found' }, { name: 'robots', content: 'noindex' }];

export default function NotFound() {
  return <NotFoundScreen />;
}
