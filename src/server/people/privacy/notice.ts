import type { Config } from '~/server/core/config';
import type { Db } from '~/server/core/db/client';
import { pick } from '~/server/core/site/localize';
import { readSettings } from '~/server/core/site/store';
import type { Language } from '~/shared/i18n/core';
import type { PrivacyNoticeAnswer } from '~/shared/schemas/privacy-settings';

/** The privacy notice in one language, its placeholders filled from the identity and retention settings. */
export async function privacyNotice(
  db: Db,
  config: Pick<Config, 'org'>,
  lang: Language,
): Promise<PrivacyNoticeAnswer['data']> {
  const { settings, saved } = await readSettings(db, config);
  const { identity, retention, privacy } = settings;
  const values: Record<string, string> = {
    organisation: identity.name,
    email: identity.email,
    phone: identity.phone,
    address: identity.address,
    contactMonths: String(retention.contactMessagesMonths),
    volunteerMonths: String(retention.volunteerApplicationsMonths),
    unconfirmedDays: String(retention.unconfirmedSubscriptionsDays),
  };
  const text = pick(privacy.text, lang).replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
  return { text, updatedAt: saved.privacy ?? null, retention };
}
