import { describe, expect, it, vi } from 'vitest';
import { allLanguages, resourcesFor } from '~/shared/i18n';
import { insertChild, sponsorCard } from '~test/children';
import { expectJson, send } from '~test/api';
import { givingTokenOf, mailTo } from '~test/child-news';
import { testServerForFile, type TestServer } from '~test/server';

/*
 * Issue 39 item 4: every e-mail and text message, in every language, has each placeholder
 * filled and a salutation that fits the person (no "Cher/Chère", no "Dear ," without a
 * name). First the catalogues (every template, rendered with sample values), then the
 * builders themselves (the messages a sponsor's year sends, in each language).
 */

type Tree = { [k: string]: string | Tree };
/** The catalogue parts that hold e-mail and text-message templates: [namespace, key prefix]. */
const TEMPLATES: [string, string][] = [
  ['email', ''],
  ['sms', ''],
  ['giving', 'email'],
  ['giving', 'childGiftUpdate'],
  ['childNews', 'email'],
  ['children', 'email'],
  ['staff', 'mail'],
];
const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}/g;

function leaves(tree: Tree | string | undefined, prefix = ''): [string, string][] {
  if (tree === undefined) return [];
  if (typeof tree === 'string') return [[prefix, tree]];
  return Object.entries(tree).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}
const templatesOf = (lang: (typeof allLanguages)[number]) =>
  new Map(
    TEMPLATES.flatMap(([ns, prefix]) => {
      const root = (resourcesFor(lang, [ns as 'email']) as Record<string, Tree>)[ns]!;
      const sub = prefix ? prefix.split('.').reduce<Tree | string | undefined>((t, k) => (t as Tree)?.[k], root) : root;
      return leaves(sub, `${ns}:${prefix}`).map(([k, v]) => [k, v] as const);
    }),
  );
const placeholders = (text: string) => new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!));
/** A plural form (`key_one`) asks for what its English key or any English form of it asks for. */
const englishVars = (en: Map<string, string>, key: string) => {
  const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
  const forms = [...en.entries()].filter(
    ([k]) => k === key || k.replace(/_(zero|one|two|few|many|other)$/, '') === base,
  );
  return new Set(forms.flatMap(([, v]) => [...placeholders(v)]));
};
/** Signs of a salutation that does not fit one person. */
const UNFIT_GREETING = /Cher\/Chère|Chère\/Cher|Cher\(e\)|\bDear\s*,|\bBonjour\s*,\s*,|\bMuraho\s*,\s*,/;
const UNFILLED = /\{\{|\}\}/;

describe('every e-mail and text template', () => {
  const en = templatesOf('en');

  it.each(allLanguages)('in %s asks only for values the builders give, and renders whole', (lang) => {
    const mine = templatesOf(lang);
    expect(mine.size).toBeGreaterThan(50);
    for (const [key, text] of mine) {
      const asked = placeholders(text);
      const given = englishVars(en, key);
      for (const name of asked) expect(given.has(name), `${lang} ${key} asks for {{${name}}}`).toBe(true);
      const rendered = text.replace(PLACEHOLDER, (_w, name: string) => `<${name}>`);
      expect(rendered, `${lang} ${key}`).not.toMatch(UNFILLED);
      if (/greeting/i.test(key)) expect(rendered, `${lang} ${key}`).not.toMatch(/\/|\(e\)/);
    }
  });
});

let s: TestServer;
let staff = '';
testServerForFile((t) => ({ s, token: staff } = t), { workers: false, env: { MAIL_PER_RECIPIENT_PER_DAY: '100' } });

describe("the messages of a sponsor's year, in each language", () => {
  it.each(allLanguages)('in %s have every placeholder filled and a fitting salutation', async (lang) => {
    const db = s.database.db;
    const email = `year.${lang}@example.org`;
    const phone = '+250 788 123 456';
    const child = await insertChild(db, { name: `Jean Bosco ${lang}`, preferredName: 'Bosco', age: 10 });
    const paid = await s.request('/api/pay/sponsors', {
      method: 'POST',
      headers: { 'accept-language': lang },
      json: {
        childId: child.id,
        sponsorName: 'Grace Mukamana',
        sponsorEmail: email,
        sponsorPhone: phone,
        amount: 20000,
        paymentMethod: 'card',
        paymentFrequency: 'monthly',
        paymentDetails: sponsorCard,
      },
    });
    expect(paid.status, await paid.clone().text()).toBe(201);
    const token = await givingTokenOf(db, email);

    const news = new FormData();
    news.append('childId', child.id);
    news.append('kind', 'school');
    news.append(`text${lang[0]!.toUpperCase()}${lang[1]}`, 'Bosco did well.');
    expect((await s.request('/api/child-news', { method: 'POST', body: news, token: staff })).status).toBe(201);

    const { cardCvv, ...rest } = sponsorCard;
    const card = { ...rest, cardCvc: cardCvv };
    const gift = await s.request('/api/giving/child-gifts', {
      method: 'POST',
      headers: { 'accept-language': lang },
      json: { token, childId: child.id, kind: 'birthday', amount: 10_000, paymentMethod: 'card', paymentDetails: card },
    });
    expect(gift.status, await gift.clone().text()).toBe(201);

    const page = await expectJson<{ data: { news: { sponsorshipId: string }[] } }>(
      await s.request(`/api/giving/page?token=${encodeURIComponent(token)}`),
      200,
    );
    const sponsorshipId = page.data.news[0]!.sponsorshipId;
    const letter = await expectJson<{ data: { _id: string } }>(
      await s.request('/api/giving/letters', {
        method: 'POST',
        headers: { 'accept-language': lang },
        json: { token, sponsorshipId, text: 'Hello Bosco!' },
      }),
      201,
    );
    await send(s, 'POST', `/api/letters/${letter.data._id}`, { action: 'return', reason: 'Too short' }, staff);

    const left = await s.request(`/api/sponsors/${child.id}/leave`, {
      method: 'POST',
      token: staff,
      json: { reason: 'moved_away', message: 'The family moved to Kigali.' },
    });
    expect(left.status, await left.clone().text()).toBe(201);
    expect(
      (await s.request('/api/giving/link', { method: 'POST', headers: { 'accept-language': lang }, json: { email } }))
        .status,
    ).toBe(202);

    // The child-departure e-mail is queued just after the answer: read until it is there.
    const mails = await vi.waitFor(
      async () => {
        const found = await mailTo(db, email);
        expect(found.map((m) => m.kind)).toEqual(
          expect.arrayContaining([
            'sponsorship-confirmation',
            'child-update',
            'child-gift-receipt',
            'letter-returned',
            'child-departure',
          ]),
        );
        return found;
      },
      { timeout: 15_000, interval: 100 },
    );
    for (const m of mails) {
      const all = `${m.subject}\n${m.text}\n${m.html}`;
      expect(all, m.kind).not.toMatch(UNFILLED);
      expect(all, m.kind).not.toMatch(UNFIT_GREETING);
    }
    const departure = mails.find((m) => m.kind === 'child-departure')!;
    expect(departure.text.split('\n\n').filter((p) => p.includes('Bosco')).length).toBeGreaterThanOrEqual(2);
  });
});
