import type { Language } from '~/shared/i18n/core';
import {
  type SiteContent,
  type SiteSettings,
  type TranslatedText,
  socialNetworks,
} from '~/shared/schemas/site-settings';

/** The text in `lang`, or the English text when it has no translation there. */
export const pick = (text: TranslatedText, lang: Language) => (lang !== 'en' && text[lang]?.trim()) || text.en;

/** The organisation's identity in one language (the pages' footer and contact page, every e-mail). */
export function localizeIdentity(i: SiteSettings['identity'], lang: Language): SiteContent['identity'] {
  return {
    name: i.name,
    email: i.email,
    phone: i.phone,
    address: i.address,
    emergencyPhone: i.emergencyPhone || i.phone,
    hours: pick(i.hours, lang),
    legalName: i.legalName || i.name,
    registrationNumber: i.registrationNumber,
    signatoryName: i.signatoryName,
    signatoryTitle: i.signatoryTitle,
    social: socialNetworks.filter((n) => i.social[n]).map((network) => ({ network, url: i.social[network] })),
  };
}

/** The settings as the public pages show them: each text in one language. */
export function localizeSettings(s: SiteSettings, lang: Language): SiteContent {
  const item = (i: { title: TranslatedText; text: TranslatedText }) => ({
    title: pick(i.title, lang),
    text: pick(i.text, lang),
  });
  return {
    identity: localizeIdentity(s.identity, lang),
    hero: { headline: pick(s.hero.headline, lang), text: pick(s.hero.text, lang), image: s.hero.image },
    donate: {
      tiers: s.donate.tiers.map((t) => ({ amount: t.amount, text: pick(t.text, lang) })),
      claims: s.donate.claims.map(item),
    },
    goal: { ...s.goal },
    programmes: {
      home: s.programmes.home.map(item),
      aboutLead: pick(s.programmes.aboutLead, lang),
      aboutStory: s.programmes.aboutStory.map((p) => pick(p, lang)),
      whatWeDoLead: pick(s.programmes.whatWeDoLead, lang),
      whatWeDo: s.programmes.whatWeDo.map(item),
    },
  };
}
