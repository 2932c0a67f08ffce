import { CtaRow, type Cta } from '~/web/components/cta-link';
import { useT } from '~/web/i18n';

/** Each tone's band, heading and text colours, and its calls' looks: the main one first. */
const tones = {
  /** Dark teal with white text (About, What We Do, Get Involved). */
  dark: { band: 'bg-brand-900 text-white', title: '', text: 'text-brand-50', variants: ['primary', 'light'] },
  /** A warm light band (the home page's closing call). */
  warm: { band: 'bg-accent-500/15', title: 'text-slate-900', text: 'text-slate-700', variants: ['brand'] },
} satisfies Record<string, { band: string; title: string; text: string; variants: Cta['variant'][] }>;

interface Band {
  /** Keys of the `public` catalogue; `links` maps each address to its label's key, the main call first. */
  title: string;
  text: string;
  links: Record<string, string>;
  tone?: keyof typeof tones;
  /** The band is the target of an in-page link (`#anchor`). */
  anchor?: string;
}

/** The site's calling bands; each one's heading is `<name>-title`. */
const bands = {
  /** docs/product.md#about: buttons to /donate and /volunteer (which leads to the form on Get Involved). */
  'about-cta': {
    title: 'about.ctaTitle',
    text: 'about.ctaText',
    links: { '/donate': 'about.donate', '/volunteer': 'about.volunteer' },
  },
  /** docs/product.md#what-we-do: a Join Us call to action; its Donate button goes to /donate. */
  join: {
    title: 'whatWeDo.join.title',
    text: 'whatWeDo.join.text',
    links: { '/donate': 'whatWeDo.join.donate', '/getinvolved#volunteer': 'whatWeDo.join.volunteer' },
  },
  /** docs/product.md#home: a closing call to donate. */
  closing: {
    title: 'home.closing.title',
    text: 'home.closing.text',
    links: { '/donate': 'home.closing.donate' },
    tone: 'warm',
  },
  /** docs/product.md#get-involved: the Corporate Partnerships block; Contact Us goes to /contact. */
  partnerships: {
    title: 'getInvolved.partnerships.title',
    text: 'getInvolved.partnerships.text',
    links: { '/contact': 'getInvolved.partnerships.contact' },
    anchor: 'partnerships',
  },
} satisfies Record<string, Band>;

/** A closing band: a heading, a line of text and its calls to action, centred. */
export function CtaBand({ name }: { name: keyof typeof bands }) {
  const { t } = useT('public');
  const { title, text, links, tone = 'dark', anchor }: Band = bands[name];
  const style = tones[tone];
  const titleId = `${name}-title`;
  return (
    <section id={anchor} aria-labelledby={titleId} className={`${anchor ? 'scroll-mt-20 ' : ''}${style.band}`}>
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h2 id={titleId} className={`text-3xl font-bold ${style.title}`}>
          {t(title)}
        </h2>
        <p className={`mt-4 text-lg ${style.text}`}>{t(text)}</p>
        <CtaRow
          links={Object.entries(links).map(([to, label], i) => ({ to, label: t(label), variant: style.variants[i] }))}
        />
      </div>
    </section>
  );
}
