import type { Catalogue, Language } from './core';
import enAdmin from './locales/en/admin.json';
import enAdminContent from './locales/en/adminContent.json';
import enAdminSettings from './locales/en/adminSettings.json';
import enCommon from './locales/en/common.json';
import enContent from './locales/en/content.json';
import enEmail from './locales/en/email.json';
import enGiving from './locales/en/giving.json';
import enJourneys from './locales/en/journeys.json';
import enRecurring from './locales/en/recurring.json';
import enPublic from './locales/en/public.json';
import enRecords from './locales/en/records.json';
import enSponsorshipStates from './locales/en/sponsorshipStates.json';
import enStaff from './locales/en/staff.json';
import enPayments from './locales/en/payments.json';
import enValidation from './locales/en/validation.json';
import enAdminValidation from './locales/en/adminValidation.json';
import enSms from './locales/en/sms.json';
import enChildren from './locales/en/children.json';
import enChildNews from './locales/en/childNews.json';
import enMail from './locales/en/mail.json';
import enField from './locales/en/field.json';
import enFieldApp from './locales/en/fieldApp.json';
import frAdmin from './locales/fr/admin.json';
import frAdminContent from './locales/fr/adminContent.json';
import frAdminSettings from './locales/fr/adminSettings.json';
import frCommon from './locales/fr/common.json';
import frContent from './locales/fr/content.json';
import frEmail from './locales/fr/email.json';
import frGiving from './locales/fr/giving.json';
import frJourneys from './locales/fr/journeys.json';
import frRecurring from './locales/fr/recurring.json';
import frPublic from './locales/fr/public.json';
import frRecords from './locales/fr/records.json';
import frSponsorshipStates from './locales/fr/sponsorshipStates.json';
import frStaff from './locales/fr/staff.json';
import frPayments from './locales/fr/payments.json';
import frValidation from './locales/fr/validation.json';
import frAdminValidation from './locales/fr/adminValidation.json';
import frSms from './locales/fr/sms.json';
import frChildren from './locales/fr/children.json';
import frChildNews from './locales/fr/childNews.json';
import frMail from './locales/fr/mail.json';
import frField from './locales/fr/field.json';
import frFieldApp from './locales/fr/fieldApp.json';
import rwAdmin from './locales/rw/admin.json';
import rwAdminContent from './locales/rw/adminContent.json';
import rwAdminSettings from './locales/rw/adminSettings.json';
import rwCommon from './locales/rw/common.json';
import rwContent from './locales/rw/content.json';
import rwEmail from './locales/rw/email.json';
import rwGiving from './locales/rw/giving.json';
import rwJourneys from './locales/rw/journeys.json';
import rwRecurring from './locales/rw/recurring.json';
import rwPublic from './locales/rw/public.json';
import rwRecords from './locales/rw/records.json';
import rwSponsorshipStates from './locales/rw/sponsorshipStates.json';
import rwStaff from './locales/rw/staff.json';
import rwPayments from './locales/rw/payments.json';
import rwValidation from './locales/rw/validation.json';
import rwAdminValidation from './locales/rw/adminValidation.json';
import rwSms from './locales/rw/sms.json';
import rwChildren from './locales/rw/children.json';
import rwChildNews from './locales/rw/childNews.json';
import rwMail from './locales/rw/mail.json';
import rwField from './locales/rw/field.json';
import rwFieldApp from './locales/rw/fieldApp.json';

/**
 * Every catalogue, for the server (API messages, e-mail) and for loaders that hand a
 * page the catalogues of its language. Never imported by browser code.
 */
export const namespaces = [
  'common',
  'validation',
  'adminValidation',
  'public',
  'content',
  'admin',
  'adminContent',
  'adminSettings',
  'email',
  'payments',
  'giving',
  'recurring',
  'records',
  'sponsorshipStates',
  'journeys',
  'sms',
  'staff',
  'children',
  'childNews',
  'mail',
  'field',
  'fieldApp',
] as const;
export type Namespace = (typeof namespaces)[number];

const catalogues: Partial<Record<Language, Record<Namespace, Catalogue>>> = {
  en: {
    common: enCommon,
    validation: enValidation,
    adminValidation: enAdminValidation,
    public: enPublic,
    content: enContent,
    admin: enAdmin,
    adminContent: enAdminContent,
    adminSettings: enAdminSettings,
    email: enEmail,
    payments: enPayments,
    giving: enGiving,
    journeys: enJourneys,
    recurring: enRecurring,
    records: enRecords,
    sponsorshipStates: enSponsorshipStates,
    sms: enSms,
    childNews: enChildNews,
    staff: enStaff,
    children: enChildren,
    mail: enMail,
    field: enField,
    fieldApp: enFieldApp,
  },
  rw: {
    common: rwCommon,
    validation: rwValidation,
    adminValidation: rwAdminValidation,
    public: rwPublic,
    content: rwContent,
    admin: rwAdmin,
    adminContent: rwAdminContent,
    adminSettings: rwAdminSettings,
    email: rwEmail,
    payments: rwPayments,
    giving: rwGiving,
    journeys: rwJourneys,
    recurring: rwRecurring,
    records: rwRecords,
    sponsorshipStates: rwSponsorshipStates,
    sms: rwSms,
    childNews: rwChildNews,
    staff: rwStaff,
    children: rwChildren,
    mail: rwMail,
    field: rwField,
    fieldApp: rwFieldApp,
  },
  fr: {
    common: frCommon,
    validation: frValidation,
    adminValidation: frAdminValidation,
    public: frPublic,
    content: frContent,
    admin: frAdmin,
    adminContent: frAdminContent,
    adminSettings: frAdminSettings,
    email: frEmail,
    payments: frPayments,
    giving: frGiving,
    journeys: frJourneys,
    recurring: frRecurring,
    records: frRecords,
    sponsorshipStates: frSponsorshipStates,
    sms: frSms,
    childNews: frChildNews,
    staff: frStaff,
    children: frChildren,
    mail: frMail,
    field: frField,
    fieldApp: frFieldApp,
  },
};

/** The languages whose catalogues exist. */
export const availableLanguages = Object.keys(catalogues) as Language[];

export function resourcesFor(lang: Language, ns: readonly Namespace[]): Record<string, Catalogue> {
  const set = catalogues[lang] ?? catalogues.en!;
  return Object.fromEntries(ns.map((n) => [n, set[n]]));
}
