import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentsOf } from '~/server/core/mail/attachments';
import { children } from '~/server/core/db/schema';
import { expectJson } from '~test/api';
import { makeChild, makeSponsorship, photo } from '~test/child-news';
import { makeCentre, makeOfficer, putItem, report, uploadPhoto } from '~test/field';
import { pdfText } from '~test/pdf';
import { startTestServer, type TestServer } from '~test/server';
import { MAIL_ENV } from './helpers';
import { startSmtp, type TestSmtp } from './smtp';

/**
 * docs/field.md#the-sponsors-yearly-report: the e-mail that brings an approved progress report
 * carries the year's one-page PDF, made when the message is sent (the outbox holds only its name).
 */
let smtp: TestSmtp;
let s: TestServer;
let admin: string;

beforeAll(async () => {
  smtp = await startSmtp();
  s = await startTestServer({ env: { ...MAIL_ENV, SMTP_URL: smtp.url } });
  admin = await s.login();
});
afterAll(async () => {
  await s.close();
  await smtp.close();
});

describe("the sponsor's yearly report by e-mail", () => {
  it('goes with the message as a one-page PDF with the preferred name, and the message says so', async () => {
    const db = s.database.db;
    const centre = await makeCentre(s, 'Centre Mail');
    const child = await makeChild(db, 'Jean-Paul Habimana');
    await db.update(children).set({ centreId: centre.id, preferredName: 'Paulo' }).where(eq(children.id, child.id));
    const email = 'attached.report@example.org';
    await makeSponsorship(db, child.id, email, 30, null);
    const officer = await makeOfficer(s, [centre.id]);
    const picture = await uploadPhoto(s, officer.token, await photo(20));
    const id = randomUUID();
    await expectJson(await putItem(s, officer.token, id, report(child.id, { photos: [picture] })), 200);
    await expectJson(await s.request(`/api/field/items/${id}/approve`, { method: 'POST', token: admin }), 200);

    await smtp.waitFor(() => smtp.countFor(email) === 1, 30_000, 'the news to reach the sponsor');
    const mail = await smtp.parse(smtp.received.find((m) => m.to.includes(email))!);
    expect(mail.subject).toContain('Paulo');
    expect(mail.text).toContain("Paulo's progress report for this year is attached to this e-mail");
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    expect(pdf!.contentType).toBe('application/pdf');
    expect(pdf!.filename).toBe(`progress-report-${new Date().getUTCFullYear()}.pdf`);
    const text = pdfText(pdf!.content);
    expect(text).toContain(`Paulo's progress report, ${new Date().getUTCFullYear()}`);
    expect(text).not.toContain('Habimana');
  });

  it('is made by the maker the workers were given; a message naming a file no maker makes is not sent without it', async () => {
    const ref = { kind: 'year-report' as const, id: randomUUID(), lang: 'en' };
    expect(await attachmentsOf({}, null, 'a@example.org')).toEqual([]);
    await expect(attachmentsOf({}, ref, 'a@example.org')).rejects.toThrow('no maker for the attachment "year-report"');
    const file = { filename: 'r.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF') };
    expect(await attachmentsOf({ 'year-report': async () => file }, ref, 'a@example.org')).toEqual([file]);
    // The report no longer the address's (its sponsorship moved on): the message goes without it.
    expect(await attachmentsOf({ 'year-report': async () => null }, ref, 'a@example.org')).toEqual([]);
  });
});
