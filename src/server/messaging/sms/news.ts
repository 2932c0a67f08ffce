import type { Config } from '~/server/core/config';
import type { Db } from '~/server/core/db/client';
import { type EnqueueOutcome, enqueueSms } from '~/server/core/sms/enqueue';
import { normaliseSmsPhone } from '~/server/core/sms/phone';
import { nudgeSms } from '~/server/core/sms/signals';
import { newsSms, smsLanguage } from '~/server/core/sms/texts';

/**
 * Tells a sponsor by SMS that news of their child arrived (sponsorship as a
 * relationship, docs/children-protection.md): queued once per piece of news and number, with the
 * sponsor's consent, with a short link to it when there is one. For the news feature
 * to call when it publishes; outside a transaction it also wakes the sender.
 */
export async function enqueueChildNewsSms(
  db: Db,
  config: Pick<Config, 'SMS_PER_NUMBER_PER_DAY'>,
  news: { newsId: string; sponsorPhone: string; childName: string; lang: string; link?: string | null },
  opts: { inTransaction?: boolean } = {},
): Promise<EnqueueOutcome | 'no-number'> {
  const phone = normaliseSmsPhone(news.sponsorPhone);
  if (!phone) return 'no-number';
  const lang = smsLanguage(news.lang);
  const outcome = await enqueueSms(
    db,
    {
      kind: 'news',
      eventKey: `sms:news:${news.newsId}:${phone}`,
      phone,
      lang,
      text: newsSms({ childName: news.childName, link: news.link ?? null }, lang),
    },
    config.SMS_PER_NUMBER_PER_DAY,
  );
  if (outcome === 'queued' && !opts.inTransaction) nudgeSms(db);
  return outcome;
}
