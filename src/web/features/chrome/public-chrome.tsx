import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The public site's header, main landmark and footer around a page. */
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
