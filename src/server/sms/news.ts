import type { Config } from '~/server/config';
import type { Db } from '~/server/db/client';
import { type EnqueueOutcome, enqueueSms } from './enqueue';
import { normaliseSmsPhone } from './phone';
import { nudgeSms } from './signals';
import { newsSms, smsLanguage } from './texts';

/**
 * Tells a sponsor by SMS that news of their child arrived (sponsorship as a
 * relationship, DESIGN section 8): queued once per piece of news and number, with the
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
