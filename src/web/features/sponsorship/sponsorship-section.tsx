import { Suspense, lazy, useCallback, useRef, useState } from 'react';
import { formatRwfNumber } from '~/shared/format';
import { Alert } from '~/web/components/alert';
import { SponsorshipNext } from './sponsorship-next';
import { PageLinks } from '~/web/components/page-links';
import { useRevealOutcome } from '~/web/components/reveal';
import { useT } from '~/web/i18n';
import { ChildCard } from './child-card';
import type { Child } from '~/shared/schemas/child';
import type { ChildrenResult } from './child-list-api';
import { childListView } from './child-list-view';
import type { SponsorshipForm } from './sponsorship-form';

/** The dialog (and the payment code behind it) loads at the first Sponsor Now, not with the page. */
const SponsorshipDialog = lazy(() => import('./sponsorship-dialog').then((m) => ({ default: m.SponsorshipDialog })));

/**
 * docs/product.md#states-and-transitions: the children waiting for a sponsor, the Show More / Show Less toggle,
 * the payment dialog, and the error, empty and all-sponsored states. `children` is one
 * page of the unsponsored children from GET /api/pending/sponsors (decision 009), or
 * null when it failed to load. docs/product.md's toggle works within the page: the first 3, then
 * the rest of the page with the links to the other pages (`?page=n#sponsor`). A visitor
 * who followed such a link has asked for more: later pages arrive expanded. Without
 * JavaScript every card of the page and the links show.
 */
export function SponsorshipSection({ children, headingLevel }: { children: ChildrenResult; headingLevel: 1 | 2 }) {
  const { t, lang } = useT('public');
  const [sponsoredHere, setSponsoredHere] = useState<string[]>([]);
  const [expanded, setExpanded] = useState((children?.info.page ?? 1) > 1);
  const [selected, setSelected] = useState<Child | null>(null);
  const [thanks, setThanks] = useState<string | null>(null);
  const [next, setNext] = useState<{ child: string; monthly: boolean } | null>(null);
  // Once opened, the dialog stays mounted: it keeps what the sponsor typed between openings.
  const [dialogLoaded, setDialogLoaded] = useState(false);
  if (selected && !dialogLoaded) setDialogLoaded(true);
  const thanksRef = useRef<HTMLDivElement>(null);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  const available = (children?.children ?? []).filter((c) => !c.isSponsored && !sponsoredHere.includes(c._id));
  // Children sponsored from this page leave the count too; others may wait on other pages.
  const waiting = children ? children.info.total - sponsoredHere.length : 0;
  const { shown, toggle } = childListView(available.length, expanded);

  const close = useCallback(() => setSelected(null), []);
  const onSponsored = useCallback(
    (child: Child, paid: SponsorshipForm) => {
      setSponsoredHere((ids) => [...ids, child._id]);
      setSelected(null);
      setNext({ child: child.name, monthly: paid.paymentFrequency === 'monthly' });
      setThanks(
        t('sponsorship.success', {
          child: child.name,
          frequency: t(`sponsorship.frequencyText.${paid.paymentFrequency}`),
          amount: formatRwfNumber(paid.amount, lang),
          method: t(`sponsorship.methodText.${paid.paymentMethod}`),
        }),
      );
    },
    [t, lang],
  );

  // The button that opened the dialog has left the page with its child: bring the thanks into view and focus.
  useRevealOutcome(thanksRef, thanks);

  return (
    <section id="sponsor" aria-labelledby="sponsor-title" className="scroll-mt-20 bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <div className="mx-auto max-w-2xl text-center">
          <Heading id="sponsor-title" className="text-3xl font-bold text-slate-900 sm:text-4xl">
            {t('sponsorship.title')}
          </Heading>
          <p className="mt-3 text-lg text-slate-600">{t('sponsorship.intro')}</p>
        </div>

        {thanks && (
          <div
            ref={thanksRef}
            tabIndex={-1}
            className="mx-auto mt-8 max-w-3xl scroll-mt-24 scroll-mb-4 outline-none"
            data-testid="sponsorship-thanks"
          >
            <Alert tone="success">
              {thanks}
              {next && <SponsorshipNext t={t} lang={lang} child={next.child} monthly={next.monthly} />}
            </Alert>
          </div>
        )}

        <div className="mt-10">
          {children === null ? (
            <div className="mx-auto max-w-xl text-center">
              <Alert tone="error">{t('sponsorship.loadError')}</Alert>
              <button
                type="button"
                onClick={() => window.location.reload()}
                className="mt-4 min-h-11 noscript:hidden rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
              >
                {t('actions.tryAgain')}
              </button>
            </div>
          ) : !children.anyChild ? (
            <p className="text-center text-lg font-semibold text-slate-700">{t('sponsorship.empty')}</p>
          ) : waiting <= 0 ? (
            <div className="mx-auto max-w-xl text-center">
              <p className="text-lg font-semibold text-slate-900">{t('sponsorship.allSponsoredTitle')}</p>
              <p className="mt-2 text-slate-600">{t('sponsorship.allSponsoredText')}</p>
            </div>
          ) : (
            <>
              <ul
                id="sponsor-list"
                aria-label={t('sponsorship.listLabel')}
                className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
              >
                {/* Beyond the first ones, cards wait hidden; a browser without JavaScript shows them all. */}
                {available.map((child, i) => (
                  <li key={child._id} className={i < shown ? undefined : 'hidden noscript:block'}>
                    <ChildCard
                      child={child}
                      headingLevel={headingLevel === 1 ? 2 : 3}
                      // On its own page the first photo is on the first screen: no lazy loading.
                      priority={headingLevel === 1 && i === 0}
                      onSponsor={setSelected}
                    />
                  </li>
                ))}
              </ul>
              {toggle && (
                <div className="mt-8 text-center">
                  <button
                    type="button"
                    aria-expanded={expanded}
                    aria-controls="sponsor-list"
                    onClick={() => setExpanded((e) => !e)}
                    className="min-h-11 rounded-full border-2 border-brand-700 px-6 font-semibold text-brand-800 hover:bg-brand-50 noscript:hidden"
                  >
                    {expanded ? t('actions.showLess') : t('actions.showMore')}
                  </button>
                </div>
              )}
              {/* The other pages come with the whole page shown (always without JavaScript). */}
              <div className={!toggle || expanded ? undefined : 'hidden noscript:block'}>
                <PageLinks info={children.info} hash="#sponsor" label={t('sponsorship.pagesLabel')} />
              </div>
            </>
          )}
        </div>
      </div>
      {dialogLoaded && (
        <Suspense fallback={null}>
          <SponsorshipDialog child={selected} onClose={close} onSponsored={onSponsored} />
        </Suspense>
      )}
    </section>
  );
}
