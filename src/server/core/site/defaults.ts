import type { Config } from '~/server/core/config';
import { resourcesFor } from '~/shared/i18n/catalogues';
import type { Catalogue } from '~/shared/i18n/core';
import type { SiteSettings, TranslatedText } from '~/shared/schemas/site-settings';
import { DEFAULT_RETENTION } from '~/shared/schemas/privacy-settings';
import { DEFAULT_PRIVACY_NOTICE } from '~/server/core/site/default-notice';
import { defaultChildGiftSettings } from '~/shared/schemas/child-gift-settings';

/**
 * The first values of the site settings: what the site showed before staff edited
 * anything, from the configuration (ORG_*) and the catalogues' texts in each language.
 * A section staff have never saved keeps these, so a fresh install looks as it always did.
 */

function lookup(catalogue: Catalogue | undefined, path: string): string {
  let node: unknown = catalogue;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : '';
}

/** One catalogue text (`public:home.hero.title`) in the three languages, `{{name}}` filled in. */
function tri(key: string, vars: Record<string, string> = {}): TranslatedText {
  const [ns, path] = key.split(':') as ['public' | 'content', string];
  const fill = (text: string) => text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => vars[name] ?? whole);
  const read = (lang: 'en' | 'rw' | 'fr') => fill(lookup(resourcesFor(lang, [ns])[ns], path));
  const en = read('en');
  // A translation that is the English text is no translation: left empty, it falls back.
  const other = (lang: 'rw' | 'fr') => {
    const text = read(lang);
    return text === en ? '' : text;
  };
  return { en, rw: other('rw'), fr: other('fr') };
}

const none = (): TranslatedText => ({ en: '', rw: '', fr: '' });
const homeCards = ['education', 'sponsorship', 'catalog', 'community'];
const programmes = ['education', 'disability', 'worldShapers', 'malnutrition', 'medical', 'teenMothers'];

export function defaultSettings(config: Pick<Config, 'org'>): SiteSettings {
  const { org } = config;
  return {
    identity: {
      name: org.name,
      email: org.email,
      phone: org.phone,
      address: org.address,
      emergencyPhone: '',
      hours: tri('public:contact.hours'),
      legalName: '',
      registrationNumber: '',
      signatoryName: '',
      signatoryTitle: '',
      social: { facebook: '', instagram: '', youtube: '', x: '', linkedin: '' },
    },
    hero: { headline: tri('public:home.hero.title'), text: tri('public:home.hero.text'), image: null },
    donate: {
      tiers: [30_000, 120_000, 300_000].map((amount) => ({ amount, text: tri(`content:donate.impact.tier${amount}`) })),
      claims: [
        { title: tri('content:donate.trust.programmes'), text: none() },
        { title: tri('content:donate.trust.donors'), text: none() },
        { title: tri('content:donate.trust.taxDeductible'), text: tri('content:donate.trust.taxDeductibleText') },
        { title: tri('content:donate.trust.receipt'), text: tri('content:donate.trust.receiptText') },
      ],
    },
    // docs/product.md: raise $80,000 for a building with 8 classrooms by April 2026.
    goal: { targetUsd: 80_000, raisedUsd: 52_400, classrooms: 8, deadline: '2026-04-30', progressAsOf: '2026-10-31' },
    programmes: {
      home: homeCards.map((k) => ({
        title: tri(`public:home.programmes.${k}.title`),
        text: tri(`public:home.programmes.${k}.text`),
      })),
      aboutLead: tri('public:about.lead'),
      aboutStory: ['story1', 'story2', 'story3'].map((k) => tri(`public:about.${k}`, { name: org.name })),
      whatWeDoLead: tri('public:whatWeDo.lead'),
      whatWeDo: programmes.map((k) => ({
        title: tri(`public:whatWeDo.programmes.${k}.title`),
        text: tri(`public:whatWeDo.programmes.${k}.text`),
      })),
    },
    privacy: { text: DEFAULT_PRIVACY_NOTICE },
    retention: DEFAULT_RETENTION,
    childGifts: defaultChildGiftSettings,
  };
}
