import type { Catalogue, Language } from './core';
import enAdmin from './locales/en/admin.json';
import enAdminContent from './locales/en/adminContent.json';
import enCommon from './locales/en/common.json';
import enContent from './locales/en/content.json';
import enEmail from './locales/en/email.json';
import enPublic from './locales/en/public.json';
import enRecords from './locales/en/records.json';
import enPayments from './locales/en/payments.json';
import enValidation from './locales/en/validation.json';
import frAdmin from './locales/fr/admin.json';
import frAdminContent from './locales/fr/adminContent.json';
import frCommon from './locales/fr/common.json';
import frContent from './locales/fr/content.json';
import frEmail from './locales/fr/email.json';
import frPublic from './locales/fr/public.json';
import frRecords from './locales/fr/records.json';
import frPayments from './locales/fr/payments.json';
import frValidation from './locales/fr/validation.json';
import rwAdmin from './locales/rw/admin.json';
import rwAdminContent from './locales/rw/adminContent.json';
import rwCommon from './locales/rw/common.json';
import rwContent from './locales/rw/content.json';
import rwEmail from './locales/rw/email.json';
import rwPublic from './locales/rw/public.json';
import rwRecords from './locales/rw/records.json';
import rwPayments from './locales/rw/payments.json';
import rwValidation from './locales/rw/validation.json';

/**
 * Every catalogue, for the server (API messages, e-mail) and for loaders that hand a
 * page the catalogues of its language. Never imported by browser code.
 */
export const namespaces = [
  'common',
  'validation',
  'public',
  'content',
  'admin',
  'adminContent',
  'email',
  'payments',
  'records',
] as const;
export type Namespace = (typeof namespaces)[number];

const catalogues: Partial<Record<Language, Record<Namespace, Catalogue>>> = {
  en: {
    common: enCommon,
    validation: enValidation,
    public: enPublic,
    content: enContent,
    admin: enAdmin,
    adminContent: enAdminContent,
    email: enEmail,
    payments: enPayments,
    records: enRecords,
  },
  rw: {
    common: rwCommon,
    validation: rwValidation,
    public: rwPublic,
    content: rwContent,
    admin: rwAdmin,
    adminContent: rwAdminContent,
    email: rwEmail,
    payments: rwPayments,
    records: rwRecords,
  },
  fr: {
    common: frCommon,
    validation: frValidation,
    public: frPublic,
    content: frContent,
    admin: frAdmin,
    adminContent: frAdminContent,
    email: frEmail,
    payments: frPayments,
    records: frRecords,
  },
};

/** The languages whose catalogues exist. */
export const availableLanguages = Object.keys(catalogues) as Language[];

export function resourcesFor(lang: Language, ns: readonly Namespace[]): Record<string, Catalogue> {
  const set = catalogues[lang] ?? catalogues.en!;
  return Object.fromEntries(ns.map((n) => [n, set[n]]));
}
