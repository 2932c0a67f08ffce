import { data } from 'react-router';
import { NotFoundScreen } from '~/web/features/chrome/not-found-screen';

export function loader() {
  return data(null, { status: 404 });
}

export const meta = () => [{ title: 'Page Not Found' }, { name: 'robots', content: 'noindex' }];

export default function NotFound() {
  return <NotFoundScreen />;
}
