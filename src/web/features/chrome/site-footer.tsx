import { Link, useLocation } from 'react-router';
import { useT } from '~/web/i18n';
import { NewsletterBox } from './newsletter-box';
import { useSite, useSiteContent } from './use-site';
import { mailtoHref } from '~/web/components/mailto';

const pages = [
  ['/', 'nav.home'],
  ['/about', 'nav.about'],
  ['/what_we_do', 'nav.whatWeDo'],
  ['/getinvolved', 'nav.getInvolved'],
  ['/sponsorship', 'nav.sponsor'],
  ['/catalog', 'nav.catalog'],
  ['/blog', 'nav.blog'],
  ['/contact', 'nav.contact'],
  ['/donate', 'nav.donate'],
  ['/my-giving', 'nav.myGiving'],
] as const;

/** The networks' own names, the same in every language. */
const socialNames = { facebook: 'Facebook', instagram: 'Instagram', youtube: 'YouTube', x: 'X', linkedin: 'LinkedIn' };

/** docs/product.md: the four Get Involved entries all point at /getinvolved. */
const involved = (['footer.donate', 'footer.volunteer', 'footer.careers', 'footer.partners'] as const).map(
  (key) => ['/getinvolved', key] as const,
);

/** The footer's two lists of links, each a navigation landmark named by its heading. */
const linkLists = [
  { id: 'footer-pages', title: 'footer.pages', links: pages },
  { id: 'footer-involved', title: 'footer.getInvolved', links: involved },
] as const;

export function SiteFooter() {
  const { t } = useT();
  const site = useSite();
  const { social } = useSiteContent().identity;
  const { pathname } = useLocation();
  const linkClass = 'inline-block py-1.5 text-slate-300 hover:text-white';
  return (
    <footer className="bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        {linkLists.map(({ id, title, links }) => (
          <nav key={id} aria-labelledby={id}>
            <h2 id={id} className="text-lg font-semibold text-white">
              {t(title)}
            </h2>
            <ul className="mt-3">
              {links.map(([to, key]) => (
                <li key={key}>
                  <Link to={to} className={linkClass}>
                    {t(key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-lg font-semibold text-white">
            {t('footer.contactUs')}
          </h2>
          <address className="mt-3 space-y-2 not-italic text-slate-300">
            <p>
              <a className="hover:text-white" href={mailtoHref(site.org.email)}>
                {t('footer.email', { email: site.org.email })}
              </a>
            </p>
            <p>
              <a className="hover:text-white" href={`tel:${site.org.phone.replace(/\s/g, '')}`}>
                {t('footer.phone', { phone: site.org.phone })}
              </a>
            </p>
            <p>{site.org.address}</p>
          </address>
          {social.length > 0 && (
            <ul className="mt-3 flex flex-wrap gap-x-4">
              {social.map(({ network, url }) => (
                <li key={network}>
                  <a className={linkClass} href={url} rel="noopener noreferrer me">
                    {socialNames[network]}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
        {/* /subscribe shows the box as its page; once is enough. */}
        {pathname !== '/subscribe' && <NewsletterBox />}
      </div>
      <p className="border-t border-slate-800 px-4 py-6 text-center text-sm text-slate-400">
        {t('footer.copyright', { year: new Date().getFullYear(), name: site.org.name })}{' '}
        {/* A plain link, as PrivacyLink's (no route discovery in the first touch). */}
        <a href="/privacy" className="underline underline-offset-2 hover:text-white">
          {t('privacy.link')}
        </a>
      </p>
    </footer>
  );
}
