import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '~/server/core/db/activity-schema';
import { mailOutbox } from '~/server/core/db/mail-schema';
import { rowsOf } from '~/server/core/db/rows';
import { activeSuppression, suppress } from '~/server/core/mail/suppression';
import { givingSecret, signEmailChangeToken } from '~/server/giving';
import { expectError, expectJson } from '~test/api';
import { startTestServer, type TestServer } from '~test/server';
import { leaveEverything, personNamed } from '~test/supporter-data';
import { personByEmail } from '~/server/people';
import { MOVED_COLUMNS } from './email-change';

/** Issue 41: a supporter corrects their e-mail address; the change waits for the new inbox. */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ seed: true, workers: false, env: { MAIL_PER_RECIPIENT_PER_DAY: '100' } });
});
afterAll(() => s.close());

const amani = personNamed('Imena', 'Uwase', '788555111');
const NEW = 'imena.new@example.org';
const post = (path: string, json: unknown) => s.request(path, { method: 'POST', json });
const mailsTo = (to: string) =>
  s.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt));
const linkIn = (text: string) => decodeURIComponent(/\/my-giving\/email\?token=([^\s"&<]+)/.exec(text)?.[1] ?? '');
/** Rows per table still under an address, among those that move. */
async function rowsUnder(email: string): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const { table, column } of MOVED_COLUMNS) {
    const [r] = await rowsOf<{ n: number }>(
      s.database.db,
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE lower(trim(${sql.identifier(column)})) = ${email}`,
    );
    if (r?.n) found[table] = (found[table] ?? 0) + r.n;
  }
  return found;
}

describe('changing the e-mail address from the signed page', () => {
  let token = '';
  let link = '';

  it('refuses the same address, a malformed one and a forged page link; otherwise mails the NEW address only', async () => {
    ({ token } = await leaveEverything(s, amani));
    await expectError(await post('/api/giving/my-data/email', { token, email: amani.email.toUpperCase() }), 400);
    await expectError(await post('/api/giving/my-data/email', { token, email: 'not-an-address' }), 400);
    await expectError(await post('/api/giving/my-data/email', { token: `${token.slice(0, -2)}xx`, email: NEW }), 403);
    const before = (await mailsTo(amani.email)).length;
    const res = await post('/api/giving/my-data/email', { token, email: ` ${NEW.toUpperCase()} ` });
    expect((await expectJson<{ message: string }>(res, 200)).message).toContain(`sent a link to ${NEW}`);
    const [mail] = await mailsTo(NEW);
    expect(mail?.kind).toBe('email-change-confirm');
    expect(mail?.text).not.toContain(amani.email);
    link = linkIn(mail!.text);
    expect(link.length).toBeGreaterThan(40);
    // Nothing changes until the link is followed.
    expect(await rowsUnder(NEW)).toEqual({});
    expect(Object.keys(await rowsUnder(amani.email))).toEqual(
      expect.arrayContaining([
        'supporters',
        'donations',
        'recurring_plans',
        'sponsorships',
        'subscriptions',
        'giving_profiles',
      ]),
    );
    expect((await mailsTo(amani.email)).length).toBe(before);
  });

  it('shows the new address behind the link; refuses a forged or expired link', async () => {
    const shown = await expectJson<{ data: { email: string; expiresAt: string } }>(
      await s.request(`/api/giving/my-data/email?token=${encodeURIComponent(link)}`),
      200,
    );
    expect(shown.data.email).toBe(NEW);
    // The link is sealed like every address link (issue 39.24): it shows neither address.
    const payload = Buffer.from(link.split('.')[0]!, 'base64url').toString('latin1');
    expect(payload).not.toContain(NEW);
    expect(payload).not.toContain(amani.email);
    expect(Date.parse(shown.data.expiresAt) - Date.now()).toBeGreaterThan(23 * 3600_000);
    await expectError(
      await s.request(`/api/giving/my-data/email?token=${encodeURIComponent(link.slice(0, -2))}xx`),
      403,
    );
    const secret = await givingSecret(s.database.db);
    const expired = signEmailChangeToken({ from: amani.email, to: NEW, expiresAt: Date.now() - 1000 }, secret);
    await expectError(await post('/api/giving/my-data/email/confirm', { token: expired }), 403);
    // Someone else's address, in a link signed with another key, changes nothing either.
    const other = signEmailChangeToken(
      { from: amani.email, to: 'thief@example.org', expiresAt: Date.now() + 9e6 },
      'x',
    );
    await expectError(await post('/api/giving/my-data/email/confirm', { token: other }), 403);
    expect(await rowsUnder(NEW)).toEqual({});
  });

  it('once confirmed, moves every record, keeps the old suppression, lifts the new one, logs it and tells the old address', async () => {
    const moving = await rowsUnder(amani.email);
    await suppress(s.database.db, amani.email, 'complaint', 'except-essential', null);
    await suppress(s.database.db, NEW, 'hard-bounce', 'all', null);
    const res = await post('/api/giving/my-data/email/confirm', { token: link });
    const done = await expectJson<{ message: string; mailed: boolean; pageLink: string }>(res, 200);
    expect(done).toMatchObject({ mailed: true, message: expect.stringContaining(NEW) });

    expect(await rowsUnder(amani.email)).toEqual({});
    expect(await rowsUnder(NEW)).toEqual(moving);
    expect(await activeSuppression(s.database.db, amani.email)).toMatchObject({ reason: 'complaint' });
    expect(await activeSuppression(s.database.db, NEW)).toBeNull();
    const [log] = await s.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'change-email'), eq(activityLog.entity, 'supporter')));
    expect(log).toMatchObject({ before: { email: amani.email }, after: { email: NEW, by: 'supporter' } });
    const [notice] = await mailsTo(amani.email);
    expect(notice).toMatchObject({ kind: 'email-changed' });
    expect(notice!.text).toContain(NEW);
    expect(notice!.text).toMatch(/If this was not you/);

    // The old page link no longer opens anything; the new page shows the gifts.
    await expectError(await s.request(`/api/giving?token=${encodeURIComponent(token)}`), 403);
    const page = new URL(done.pageLink, 'http://x');
    const giving = await expectJson<{ data: { email: string; payments: unknown[]; plans: unknown[] } }>(
      await s.request(`/api/giving?token=${encodeURIComponent(page.searchParams.get('token')!)}`),
      200,
    );
    expect(giving.data.email).toBe(NEW);
    expect(giving.data.payments.length).toBeGreaterThan(0);
    expect(giving.data.plans.length).toBe(2);
    // What stayed under the old address (the mail we wrote there, its suppression) is still the person's.
    const person = await personByEmail(s.database.db, NEW);
    expect(person.emails[0]).toBe(NEW);
    expect(person.emails).toContain(amani.email);
  });

  it('is followed once: a second time is 409 and changes nothing', async () => {
    await expectError(await post('/api/giving/my-data/email/confirm', { token: link }), 409);
    await expectError(await s.request(`/api/giving/my-data/email?token=${encodeURIComponent(link)}`), 409);
  });

  it('says so when the link cannot be sent (an address whose mail bounces), and changes nothing', async () => {
    const { token: page } = await leaveEverything(s, personNamed('Cyiza', 'Mugabo', '788555333'));
    await suppress(s.database.db, 'bounced@example.org', 'hard-bounce', 'all', null);
    const res = await post('/api/giving/my-data/email', { token: page, email: 'bounced@example.org' });
    expect((await expectJson<{ message: string }>(res, 200)).message).toMatch(/could not send a link/);
    expect(await rowsUnder('bounced@example.org')).toEqual({});
  });

  it('never joins two people: a new address that already has records is 409 at confirmation, and nothing moves', async () => {
    const bola = personNamed('Bola', 'Keza', '788555222');
    await leaveEverything(s, bola);
    const secret = await givingSecret(s.database.db);
    const ask = signEmailChangeToken({ from: NEW, to: bola.email, expiresAt: Date.now() + 3600_000 }, secret);
    const mine = await rowsUnder(NEW);
    const theirs = await rowsUnder(bola.email);
    await expectError(await post('/api/giving/my-data/email/confirm', { token: ask }), 409, /already keep records/);
    expect(await rowsUnder(NEW)).toEqual(mine);
    expect(await rowsUnder(bola.email)).toEqual(theirs);
  });
});
