import { useT } from '~/web/i18n';

/**
 * The link to the privacy notice under every form that collects personal data (docs/data-protection.md,
 * Law No 058/2021). In a dialog it opens a new tab, so what was typed is not lost. A
 * plain link: a router <Link> to a route the page does not know makes the browser fetch
 * the route manifest (0.8 KB more in /getinvolved's first touch, over its budget).
 */
export function PrivacyLink({
  className = 'text-sm text-slate-700',
  newTab = false,
}: {
  className?: string;
  newTab?: boolean;
}) {
  const { t } = useT();
  return (
    <p className={className}>
      <a
        href="/privacy"
        className="inline-flex min-h-11 items-center underline underline-offset-2 hover:no-underline"
        {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}
      >
        {t('privacy.link')}
      </a>
    </p>
  );
}
