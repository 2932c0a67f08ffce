import { describe, expect, it } from 'vitest';
import { testServerForFile, type TestServer } from '~test/server';
import { expectJson } from '~test/api';
import { insertChild, paySponsorship, sponsorCard } from '~test/children';
import { givingTokenOf, mailTo } from '~test/child-news';
import { waitFor } from '~test/sms';

/*
 * Issue 39 item 7: the sponsor's language is theirs. The links in messages open their page
 * in it, the page reads it, a language chosen on the page is kept on the supporter, and the
 * messages that follow (the child leaving, a gift's receipt) are written in it.
 */
let s: TestServer;
let staff = '';
testServerForFile((t) => ({ s, token: staff } = t), { workers: false, env: { MAIL_PER_RECIPIENT_PER_DAY: '100' } });

const EMAIL = 'umuterankunga@example.org';
const pageLang = async (token: string) =>
  (
    await expectJson<{ data: { lang: string } }>(
      await s.request(`/api/giving/page?token=${encodeURIComponent(token)}`),
      200,
    )
  ).data.lang;

describe("a sponsor's language", () => {
  it('opens their page from the e-mailed link, and the language chosen there writes what follows', async () => {
    const db = s.database.db;
    const child = await insertChild(db, { name: 'Aline Uwase', age: 8 });
    const paid = await paySponsorship(
      s,
      {
        childId: child.id,
        sponsorName: 'Uwimana',
        sponsorEmail: EMAIL,
        sponsorPhone: '+250 788 123 456',
        amount: 20000,
        paymentMethod: 'card',
        paymentFrequency: 'monthly',
        paymentDetails: sponsorCard,
      },
      { 'accept-language': 'rw' },
    );
    expect(paid.status, await paid.clone().text()).toBe(201);
    const [confirmation] = await mailTo(db, EMAIL);
    expect(confirmation!.text).toMatch(/\/my-giving\?token=[^\s&]+&lang=rw/);

    const token = await givingTokenOf(db, EMAIL);
    expect(await pageLang(token)).toBe('rw');
    // Chosen on the page: French, kept on the supporter.
    const chose = await s.request('/api/giving/language', { method: 'POST', json: { token, lang: 'fr' } });
    expect(chose.status, await chose.clone().text()).toBe(200);
    expect(await pageLang(token)).toBe('fr');
    expect((await s.request('/api/giving/language', { method: 'POST', json: { token, lang: 'de' } })).status).toBe(400);
    expect(
      (await s.request('/api/giving/language', { method: 'POST', json: { token: `${token}x`, lang: 'fr' } })).status,
    ).toBe(403);

    // The child leaving: told in French, the link opening the page in French.
    const left = await s.request(`/api/sponsors/${child.id}/leave`, {
      method: 'POST',
      token: staff,
      json: { reason: 'graduated', message: 'Aline a fini ses études.' },
    });
    expect(left.status, await left.clone().text()).toBe(201);
    // The e-mail is queued after the answer (notifyLater): read until it is there.
    const departure = (
      await waitFor(
        () => mailTo(db, EMAIL),
        (mail) => mail.some((m) => m.kind === 'child-departure'),
        'the child-departure e-mail',
      )
    ).find((m) => m.kind === 'child-departure')!;
    expect(departure.subject).toMatch(/^Nouvelles d/);
    expect(departure.text).toMatch(/&lang=fr/);
  });
});
