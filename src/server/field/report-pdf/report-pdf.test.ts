import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testServerForFile, type TestServer } from '~test/server';
import { expectError, expectJson } from '~test/api';
import { givingTokenOf, makeChild, makeSponsorship, photo } from '~test/child-news';
import { makeCentre, makeOfficer, putItem, report, uploadPhoto } from '~test/field';
import { inkIn, pdfText, renderPages } from '~test/pdf';
import { children } from '~/server/core/db/schema';
import { fieldItems } from '~/server/core/db/field-schema';
import type { SponsoredChildNews } from '~/shared/schemas/child-news';

let s: TestServer;
let admin: string;
testServerForFile((t) => ({ s, token: admin } = t), { workers: false });

const db = () => s.database.db;
const pdfOf = async (path: string) => {
  const res = await s.request(path);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  return Buffer.from(await res.arrayBuffer());
};

describe("the sponsor's yearly progress report", () => {
  it('is one page in the language asked, with the preferred name, the figures and the photo; only for the sponsor who sees it', async () => {
    const centre = await makeCentre(s, 'Centre P');
    const child = await makeChild(db(), 'Jean-Paul Habimana');
    await db().update(children).set({ centreId: centre.id, preferredName: 'Paulo' }).where(eq(children.id, child.id));
    const email = 'pdf.sponsor@example.org';
    await makeSponsorship(db(), child.id, email, 30, null);
    const officer = await makeOfficer(s, [centre.id]);
    const picture = await uploadPhoto(s, officer.token, await photo(20));
    const id = randomUUID();
    await expectJson(await putItem(s, officer.token, id, report(child.id, { photos: [picture] })), 200);
    await expectJson(await s.request(`/api/field/items/${id}/approve`, { method: 'POST', token: admin }), 200);

    const token = await givingTokenOf(db(), email);
    const news = await expectJson<{ data: SponsoredChildNews[] }>(
      await s.request(`/api/giving/news?token=${token}`),
      200,
    );
    const update = news.data[0]!.updates[0]!;
    expect(update.yearReport).toBe(true);
    const path = `/api/giving/news/reports/${update._id}?token=${encodeURIComponent(token)}`;
    // Found by the update's source, not the item's link to it, which is written just after the
    // update is posted (the e-mail that brings the report may be sent in between).
    await db().update(fieldItems).set({ childUpdateId: null }).where(eq(fieldItems.id, id));

    const fr = await pdfOf(`${path}&lang=fr`);
    const text = pdfText(fr);
    expect(text).toContain(`Rapport de progrès de Paulo, ${new Date().getUTCFullYear()}`);
    expect(text).toContain('Niveau scolaire Primary 4');
    expect(text).toContain('Présence ce trimestre 92%');
    expect(text).toContain('Reads well.');
    expect(text).not.toContain('Habimana');
    const pages = renderPages(fr);
    expect(pages).toHaveLength(1);
    // The photo at the top left (a dark solid picture): ink where it is drawn.
    expect(inkIn(pages[0]!, { left: 0.1, top: 0.12, right: 0.3, bottom: 0.25 })).toBeGreaterThan(3000);

    const rw = pdfText(await pdfOf(`${path}&lang=rw`));
    expect(rw).toContain("Raporo y'iterambere rya Paulo");
    expect(rw).toContain("Icyiciro cy'amashuri Primary 4");

    // Another sponsor's link, a forged one, an unknown update: nothing.
    await makeSponsorship(db(), (await makeChild(db(), 'Other Child')).id, 'other.pdf@example.org', 30, null);
    const other = await givingTokenOf(db(), 'other.pdf@example.org');
    await expectError(
      await s.request(`/api/giving/news/reports/${update._id}?token=${encodeURIComponent(other)}`),
      404,
    );
    expect((await s.request(`/api/giving/news/reports/${update._id}?token=forged`)).status).toBeGreaterThanOrEqual(400);
    await expectError(
      await s.request(`/api/giving/news/reports/${randomUUID()}?token=${encodeURIComponent(token)}`),
      404,
    );
  });
});
