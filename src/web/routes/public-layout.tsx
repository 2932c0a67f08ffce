import { Outlet } from 'react-router';
import { PublicChrome } from '~/web/features/chrome/public-chrome';

export default function PublicLayout() {
  return (
    <PublicChrome>
      <Outlet />
    </PublicChrome>
  );
}
