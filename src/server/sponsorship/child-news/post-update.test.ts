import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '~test/server';
import { mailOutbox } from '~/server/core/db/mail-schema';
import { sponsorships } from '~/server/core/db/sponsorship-schema';
import { storePrivateImage } from '~/server/core/images/private';
import { storeImage } from '~/server/core/images/store';
import { findOrCreateSupporter } from '~/server/core/supporters/find-or-create';
import { recordSmsConsent } from '~/server/core/sms/consent';
import { smsRows } from '~test/sms';
import { mailTo as mailsTo, makeChild, makeSponsorship, photo } from '~test/child-news';
import { postChildUpdate } from './post-update';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ workers: false });
});
afterAll(() => s.close());

const db = () => s.database.db;
const deps = () => ({ db: s.database.db, config: s.config });
const child = (name: string) => makeChild(db(), name);
const sponsorship = (childId: string, email: string, from: number, until: number | null) =>
  makeSponsorship(db(), childId, email, from, until);
const mailTo = (to: string) => mailsTo(db(), to);

describe('postChildUpdate', () => {
  it("writes to each sponsor in their supporter record's language", async () => {
    const c = await child('Claudine Mukamana');
    const s1 = await sponsorship(c.id, 'fr.sponsor@example.org', 10, null);
    const supporterId = await findOrCreateSupporter(db(), { email: 'fr.sponsor@example.org', lang: 'fr' });
    await db().update(sponsorships).set({ supporterId }).where(eq(sponsorships.id, s1.id));
    await postChildUpdate(deps(), {
      childId: c.id,
      kind: 'progress',
      texts: { en: 'She reads well.', fr: 'Elle lit bien.' },
    });
    const [mail] = await mailTo('fr.sponsor@example.org');
    expect(mail!.subject).toBe('Des nouvelles de Claudine : un rapport de progrès');
    expect(mail!.text).toContain('Elle lit bien.');
    expect(mail!.text).not.toContain('She reads well.');
  });

  it('stores the update and e-mails the current sponsor only, in the language they asked for', async () => {
    const c = await child('Aline Uwase');
    await sponsorship(c.id, 'former@example.org', 400, 100);
    await sponsorship(c.id, 'current@example.org', 100, null);
    const kept = await storePrivateImage(db(), await photo(10));
    const posted = await postChildUpdate(deps(), {
      childId: c.id,
      kind: 'school',
      texts: { en: ' Aline passed her exams with 82%. ', fr: '' },
      images: [kept],
    });
    expect(posted).toMatchObject({ created: true, notified: 1 });
    expect(posted.update.texts).toEqual({ en: 'Aline passed her exams with 82%.' });
    const [mail] = await mailTo('current@example.org');
    expect(mail).toMatchObject({ kind: 'child-update', subject: 'News of Aline: school results' });
    expect(mail!.text).toContain('Aline passed her exams with 82%.');
    expect(mail!.text).toContain('/my-giving?token=');
    expect(mail!.html).not.toContain('/api/images/');
    expect(await mailTo('former@example.org')).toEqual([]);
  });

  it('texts a sponsor whose number consented, by first name, with a short link to their page', async () => {
    const c = await child('Olivier Nshimiyimana');
    await db()
      .insert(sponsorships)
      .values({ childId: c.id, sponsorEmail: 'texted@example.org', sponsorPhone: '0781110077', source: 'staff' });
    await recordSmsConsent(db(), { phone: '+250781110077', lang: 'en', source: 'sponsorship-form' });
    const { update } = await postChildUpdate(deps(), { childId: c.id, kind: 'photo', texts: { en: 'New photos.' } });
    const [sms] = await smsRows(db(), '+250781110077');
    expect(sms).toMatchObject({ kind: 'news', status: 'queued' });
    expect(sms!.text).toMatch(/^News of Olivier has arrived!.*\/s\/[A-Za-z0-9]{10}$/);
    expect(sms!.text).not.toContain('Nshimiyimana');
    expect(sms!.eventKey).toBe(`sms:news:${update.id}:+250781110077`);
    // Without consent: the e-mail only.
    const other = await child('Grace Ingabire');
    await db().insert(sponsorships).values({
      childId: other.id,
      sponsorEmail: 'quiet-phone@example.org',
      sponsorPhone: '0781110078',
      source: 'staff',
    });
    await postChildUpdate(deps(), { childId: other.id, kind: 'photo', texts: { en: 'x' } });
    expect(await smsRows(db(), '+250781110078')).toEqual([]);
    expect(await mailTo('quiet-phone@example.org')).toHaveLength(1);
  });

  it('tells one sponsorship alone when asked, and a source key posts once', async () => {
    const c = await child('Eric Habimana');
    const mine = await sponsorship(c.id, 'giver@example.org', 30, null);
    const input = {
      childId: c.id,
      kind: 'gift' as const,
      texts: { fr: 'Eric a reçu son cadeau.' },
      sponsorshipId: mine.id,
      sourceKey: `gift:${c.id}`,
    };
    const first = await postChildUpdate(deps(), input);
    const again = await postChildUpdate(deps(), input);
    expect(again).toMatchObject({ created: false, notified: 0 });
    expect(again.update.id).toBe(first.update.id);
    expect(await mailTo('giver@example.org')).toHaveLength(1);
  });

  it('refuses an empty text, an unknown child, too many photos and public images', async () => {
    const c = await child('Jean Bosco');
    await expect(
      postChildUpdate(deps(), { childId: c.id, kind: 'progress', texts: { en: '  ' } }),
    ).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(
      postChildUpdate(deps(), {
        childId: '0b5e1a5c-9d7e-4c7a-8f3e-2a1b3c4d5e6f',
        kind: 'progress',
        texts: { en: 'x' },
      }),
    ).rejects.toMatchObject({ statusCode: 404 });
    const open = await storeImage(db(), await photo(200));
    await expect(
      postChildUpdate(deps(), { childId: c.id, kind: 'photo', texts: { en: 'x' }, images: [open] }),
    ).rejects.toMatchObject({ statusCode: 400 });
    const many = Array.from({ length: 7 }, () => open);
    await expect(
      postChildUpdate(deps(), { childId: c.id, kind: 'photo', texts: { en: 'x' }, images: many }),
    ).rejects.toMatchObject({ statusCode: 400 });
    expect(await db().select().from(mailOutbox).where(like(mailOutbox.subject, '%Jean Bosco%'))).toEqual([]);
  });

  it('keeps a private copy apart from the same picture used publicly, and never serves it at the public address', async () => {
    const bytes = await photo(77);
    const open = await storeImage(db(), bytes);
    const kept = await storePrivateImage(db(), bytes);
    expect(kept).not.toBe(open);
    expect((await s.request(open)).status).toBe(200);
    const res = await s.request(kept);
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
