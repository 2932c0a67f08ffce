import { CtaRow } from '~/web/components/cta-link';
import { ResponsiveImage } from '~/web/components/responsive-image';
import { useSiteContent } from '~/web/features/chrome/use-site';
import { useT } from '~/web/i18n';

/** The volcanoes of Musanze as a light decorative outline: no image request above the fold. */
function Volcanoes() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 1200 240"
      preserveAspectRatio="none"
      className="absolute inset-x-0 bottom-0 h-24 w-full text-brand-800 sm:h-40"
    >
      <path
        d="M0 240 L0 170 L180 60 L320 150 L500 20 L700 160 L860 70 L1040 150 L1200 90 L1200 240 Z"
        fill="currentColor"
        opacity="0.55"
      />
      <path d="M0 240 L0 210 Q300 150 600 200 T1200 190 L1200 240 Z" fill="currentColor" />
    </svg>
  );
}

export function HomeHero() {
  const { t } = useT('public');
  const { headline, text, image } = useSiteContent().hero;
  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-brand-900 to-brand-700 text-white"
    >
      {image && (
        <>
          {/* The photo staff chose in Site settings, behind a dark veil that keeps the text legible. */}
          <ResponsiveImage
            src={image}
            alt=""
            width={1200}
            height={675}
            sizes="100vw"
            priority
            className="absolute inset-0 h-full w-full object-cover"
          />
          <div aria-hidden="true" className="absolute inset-0 bg-brand-900/75" />
        </>
      )}
      <div className="relative z-10 mx-auto max-w-5xl px-4 pb-32 pt-14 text-center sm:pb-48 sm:pt-20">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-500">{t('home.hero.eyebrow')}</p>
        <h1 id="home-hero-title" className="mt-3 text-3xl font-extrabold leading-tight sm:text-5xl">
          {headline}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-brand-50">{text}</p>
        <CtaRow
          links={[
            { to: '/donate', label: t('home.hero.donate'), variant: 'primary' },
            { to: '/sponsorship', label: t('home.hero.sponsor'), variant: 'light' },
            { to: '/catalog', label: t('home.hero.catalog'), variant: 'light' },
          ]}
        />
      </div>
      <Volcanoes />
    </section>
  );
}
