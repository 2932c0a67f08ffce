import type { ApiDeps } from '~/server/core/deps';
import { GIVING_LINK_TTL_MS, givingSecret, signGivingToken } from '~/server/giving';
import { enqueueChildNewsSms, publicBaseUrl, shortLink } from '~/server/messaging';
import { smsPermission } from '~/server/core/sms/consent';
import { normaliseSmsPhone } from '~/server/core/sms/phone';
import type { SponsorToTell } from './sponsors';

/**
 * A text message to a sponsor whose number consented to notices (sms/news.ts): news of
 * their child arrived, with a short link to their signed page. The child is named by
 * the preferred name only (docs/children-protection.md): a text is read on a lock screen.
 */
export async function tellBySms(
  deps: Pick<ApiDeps, 'db' | 'config'>,
  updateId: string,
  childName: string,
  sponsor: SponsorToTell,
): Promise<void> {
  const phone = normaliseSmsPhone(sponsor.phone);
  if (!phone || !(await smsPermission(deps.db, phone)).notices) return;
  const expiresAt = Date.now() + GIVING_LINK_TTL_MS;
  const token = signGivingToken(sponsor.email, await givingSecret(deps.db), expiresAt);
  const url = `${publicBaseUrl(deps.config)}/my-giving?token=${encodeURIComponent(token)}&lang=${sponsor.lang}#child-news`;
  const link = await shortLink(deps.db, deps.config, url, new Date(expiresAt));
  await enqueueChildNewsSms(deps.db, deps.config, {
    newsId: updateId,
    sponsorPhone: phone,
    childName,
    lang: sponsor.lang,
    link,
  });
}
