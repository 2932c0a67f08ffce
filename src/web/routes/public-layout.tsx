import { Outlet } from 'react-router';
import { SiteFooter } from '~/web/features/chrome/site-footer';
import { SiteHeader } from '~/web/features/chrome/site-header';

export function PublicChrome({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

export default function PublicLayout() {
  return (
    <PublicChrome>
      <Outlet />
    </PublicChrome>
  );
}
