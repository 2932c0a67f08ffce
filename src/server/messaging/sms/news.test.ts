import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '~test/server';
import { smsRows } from '~test/sms';
import { recordSmsConsent, recordSmsOptOut } from '~/server/core/sms/consent';
import { enqueueChildNewsSms } from './news';
import { shapeOf } from '~/shared/sms-segments';

/** A sponsor's notice that news of their child arrived: consent, once per news, the cap, the language. */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ workers: false, env: { SMS_PER_NUMBER_PER_DAY: '2' } });
});
afterAll(() => s.close());

const db = () => s.database.db;

describe('news of a child by SMS', () => {
  it('is queued once per news for a sponsor who consented, in their language, with its link', async () => {
    const news = {
      newsId: 'n-1',
      sponsorPhone: '0781110001',
      childName: 'Aline',
      lang: 'rw',
      link: 'https://hope.example.org/s/Ab3dE9xKpQ',
    };
    expect(await enqueueChildNewsSms(db(), s.config, news)).toBe('no-consent');
    await recordSmsConsent(db(), { phone: '+250781110001', lang: 'rw', source: 'sponsorship-form' });
    expect(await enqueueChildNewsSms(db(), s.config, news)).toBe('queued');
    expect(await enqueueChildNewsSms(db(), s.config, news)).toBe('duplicate');
    const [row] = await smsRows(db(), '+250781110001');
    expect(row).toMatchObject({ kind: 'news', lang: 'rw', status: 'queued', segments: 1 });
    expect(row!.text).toBe('Amakuru mashya ya Aline yageze! Muyasome hano: https://hope.example.org/s/Ab3dE9xKpQ');
  });

  it('skips a number past its daily cap (kept, never sent) and sends nothing after STOP', async () => {
    await recordSmsConsent(db(), { phone: '+250781110002', lang: 'en', source: 'sponsorship-form' });
    const news = (id: string) => ({ newsId: id, sponsorPhone: '+250781110002', childName: 'Eric', lang: 'en' });
    expect(await enqueueChildNewsSms(db(), s.config, news('a'))).toBe('queued');
    expect(await enqueueChildNewsSms(db(), s.config, news('b'))).toBe('queued');
    expect(await enqueueChildNewsSms(db(), s.config, news('c'))).toBe('over-cap');
    expect((await smsRows(db(), '+250781110002')).map((r) => r.status)).toEqual(['queued', 'queued', 'skipped']);
    await recordSmsOptOut(db(), '+250781110002', 'reply:test');
    expect(await enqueueChildNewsSms(db(), s.config, news('d'))).toBe('opted-out');
    expect(await enqueueChildNewsSms(db(), s.config, { ...news('e'), sponsorPhone: '+44 20 7946 0000' })).toBe(
      'no-number',
    );
  });

  it('without a link says the news is in their e-mail, and a French accent costs a UCS-2 message, not a lost one', async () => {
    await recordSmsConsent(db(), { phone: '+250781110003', lang: 'fr', source: 'donate-form' });
    expect(
      await enqueueChildNewsSms(db(), s.config, {
        newsId: 'x',
        sponsorPhone: '0781110003',
        childName: 'Jean',
        lang: 'fr',
      }),
    ).toBe('queued');
    const [row] = await smsRows(db(), '+250781110003');
    expect(row!.text).toBe('Des nouvelles de Jean sont arrivées ! Elles sont dans votre boîte e-mail.');
    expect(row).toMatchObject({ encoding: 'ucs2', segments: shapeOf(row!.text).segments });
    expect(row!.segments).toBe(2);
  });
});
