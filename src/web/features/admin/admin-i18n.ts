import { useMatches } from 'react-router';
import type { Resources } from '~/shared/i18n/core';
import { useTranslation } from '~/web/i18n';

/**
 * Adds the admin catalogues (delivered by the admin layout's loader) on first use, so
 * no public page carries them.
 * `admin`: layout, analysis, messages, donations, applications.
 * `adminContent`: catalog, blog, sponsorship, newsletter, skills.
 * `adminSettings`: site settings, launch checklist, demo content.
 * `recurring`: monthly plans, statements, recurring revenue.
 * `records`: donors, gift orders, donation detail, offline gifts, activity.
 * `sponsorshipStates`: a child's state (held, sponsored), payments needing action.
 * `sms`: text messages (the screen, and sending one from a donor's record).
 * `staff`: the Staff screen, sign-in steps and second factors.
 * `children`: a child's protection (preferred name, consent) and leaving (docs/children-protection.md).
 * `childNews`: child news and letters moderation (also the sponsor's page and e-mail).
 * `mail`: the mail log, deliverability, the sender check, a supporter's e-mail state.
 * `adminValidation`: the messages of the forms only the dashboard checks in the browser
 * (shown through `useFieldError`, by their qualified keys).
 */
export function useAdminT(
  ns:
    | 'admin'
    | 'adminContent'
    | 'adminSettings'
    | 'recurring'
    | 'records'
    | 'sponsorshipStates'
    | 'sms'
    | 'staff'
    | 'children'
    | 'childNews'
    | 'mail'
    | 'field' = 'admin',
) {
  const { i18n } = useTranslation();
  const layout = useMatches().find((m) => (m.loaderData as { adminResources?: Resources } | undefined)?.adminResources);
  const resources = (layout?.loaderData as { adminResources?: Resources } | undefined)?.adminResources;
  if (resources && !i18n.hasResourceBundle(i18n.language, 'admin')) {
    for (const [name, catalogue] of Object.entries(resources)) i18n.addResourceBundle(i18n.language, name, catalogue);
  }
  return useTranslation(ns);
}
