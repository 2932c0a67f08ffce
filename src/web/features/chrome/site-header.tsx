import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useRouteLoaderData } from 'react-router';
import { useT } from '~/web/i18n';
import { useSite } from '~/web/features/chrome/use-site';
import { LanguageSwitcher } from './language-switcher';
import type { Language } from '~/shared/i18n/core';

const links = [
  { to: '/', key: 'nav.home', end: true },
  { to: '/about', key: 'nav.about' },
  { to: '/what_we_do', key: 'nav.whatWeDo' },
  { to: '/getinvolved', key: 'nav.getInvolved' },
  { to: '/sponsorship', key: 'nav.sponsor' },
  { to: '/catalog', key: 'nav.catalog' },
  { to: '/blog', key: 'nav.blog' },
] as const;

const highlighted = [
  { to: '/contact', key: 'nav.contact', className: 'border border-brand-700 text-brand-800 hover:bg-brand-50' },
  { to: '/donate', key: 'nav.donate', className: 'bg-accent-500 text-slate-900 hover:bg-accent-600' },
] as const;

/** How a supporter gets back to their own page (the link is e-mailed; the page asks for it again). */
function MyGivingLink() {
  const { t } = useT();
  return (
    <NavLink
      to="/my-giving"
      className={({ isActive }) =>
        `block rounded-md px-3 py-3 text-base font-medium whitespace-nowrap xl:px-0 xl:py-1 xl:text-sm ${isActive ? 'text-brand-700 underline underline-offset-8' : 'text-slate-700 hover:text-brand-700'}`
      }
    >
      {t('nav.myGiving')}
    </NavLink>
  );
}

/** Whether this browser has the Popover API (Chrome and Edge 114, Safari 17, Firefox 125). */
const nativePopover = () => typeof HTMLElement !== 'undefined' && 'popover' in HTMLElement.prototype;

/**
 * The phone menu is a popover (`popover` on the list, `popovertarget` on a real button):
 * where the browser has the Popover API it opens and closes at the first tap, before or
 * without JavaScript, closes on Escape and on a tap outside it, and tells
 * assistive technology whether it is expanded. React follows its state (the button's
 * label, icon and aria-expanded) and closes it when the visitor navigates. In an older
 * browser the `popover` attribute means nothing: React opens and closes the list itself,
 * and a tap made while React loads is replayed once it has (decision 007). On a wide
 * screen the list is always in the header (app.css, `#site-menu`).
 */
export function SiteHeader() {
  const { t } = useT();
  const site = useSite();
  const languages = (useRouteLoaderData('root') as { languages?: Language[] } | undefined)?.languages ?? [];
  const [open, setOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const menu = useRef<HTMLElement>(null);
  const location = useLocation();
  useEffect(() => {
    setHydrated(true);
    // Opened natively before React took over: show it as open.
    if (nativePopover() && menu.current?.matches(':popover-open')) setOpen(true);
  }, []);
  // Closed when the visitor goes to another page (not at hydration: a menu opened while
  // React loaded stays open).
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    if (nativePopover()) menu.current?.hidePopover();
    setOpen(false);
  }, [location.pathname]);

  const toggleClass =
    'inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-md border border-slate-300 xl:hidden';
  const icon = (
    <svg
      aria-hidden="true"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      className="menu-icon"
      data-open={open}
    >
      {/* Both drawn; app.css shows the cross while the menu is open, with or without React. */}
      <path className="menu-icon-bars" d="M4 7h16M4 12h16M4 17h16" />
      <path className="menu-icon-cross" d="M6 6l12 12M18 6L6 18" />
    </svg>
  );

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `block rounded-md px-3 py-3 text-base font-medium whitespace-nowrap xl:px-2.5 xl:py-2 xl:text-sm ${isActive ? 'text-brand-700 underline underline-offset-8' : 'text-slate-700 hover:text-brand-700'}`;

  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2"
      >
        {t('nav.skipToContent')}
      </a>
      {/* On a wide screen the languages sit in a strip above the header (which scrolls away),
          so the page links keep one line in every language; on a phone they are in the menu. */}
      <div className="hidden border-b border-slate-100 bg-slate-50 xl:block">
        <div className="mx-auto flex max-w-7xl items-center justify-end gap-4 px-4">
          {/* In a landmark of its own, as the languages are: nothing on the page sits outside one. */}
          <nav aria-label={t('nav.myGiving')}>
            <MyGivingLink />
          </nav>
          <LanguageSwitcher languages={languages} />
        </div>
      </div>
      <header id="site-header" className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-2">
          <Link
            to="/"
            className="flex min-h-11 items-center gap-2 font-bold text-brand-800"
            aria-label={t('nav.homeLink', { name: site.org.name })}
          >
            {/* A PNG: an SVG <img> costs the page's load an SVG document of its own (root.tsx). */}
            <img src="/logo.png" alt="" width="36" height="36" />
            <span className="text-base leading-tight xl:text-lg">{site.org.name}</span>
          </Link>
          <button
            type="button"
            popoverTarget="site-menu"
            className={toggleClass}
            // Before React runs, the browser tells whether the popover is expanded.
            aria-expanded={hydrated ? open : undefined}
            aria-controls="site-menu"
            aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => {
              if (!nativePopover()) setOpen((o) => !o);
            }}
          >
            {icon}
          </button>
          <nav
            id="site-menu"
            ref={menu}
            popover="auto"
            onToggle={() => setOpen(!!menu.current?.matches(':popover-open'))}
            aria-label={t('nav.mainNavigation')}
            // Open without the Popover API; with it, app.css styles `#site-menu:popover-open`.
            className={
              open && !nativePopover()
                ? 'absolute left-0 right-0 top-full block border-b border-slate-200 bg-white px-4 pb-4'
                : 'hidden'
            }
          >
            <ul className="flex flex-col gap-1 xl:flex-row xl:items-center">
              {links.map((l) => (
                <li key={l.to}>
                  <NavLink to={l.to} end={'end' in l} className={linkClass} prefetch="intent">
                    {t(l.key)}
                  </NavLink>
                </li>
              ))}
              {highlighted.map((l) => (
                <li key={l.to}>
                  <NavLink
                    to={l.to}
                    className={`mt-1 block rounded-full px-4 py-3 text-center text-base font-semibold whitespace-nowrap xl:mt-0 xl:ml-1 xl:py-2 xl:text-sm ${l.className}`}
                    prefetch="intent"
                  >
                    {t(l.key)}
                  </NavLink>
                </li>
              ))}
            </ul>
            <div className="mt-2 border-t border-slate-200 pt-2 xl:hidden">
              <MyGivingLink />
              <LanguageSwitcher languages={languages} />
            </div>
          </nav>
        </div>
      </header>
    </>
  );
}
