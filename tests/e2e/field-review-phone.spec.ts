import type { APIRequestContext } from '@playwright/test';
import { type Page, expect, test } from './fixtures';
import { E2E_ADMIN, expectNoAxeViolations, signIn } from './helpers';
import { bearer, pngOf, sendItem, uploadPage } from './field-helpers';
import { sponsoredChild } from './child-news-helpers';

/**
 * The field's staff screens on a phone, with and without JavaScript (docs/field.md#review,
 * docs/field.md#translation): a reviewer approves an item and returns one with a reason, a
 * translator takes a letter and saves its translation, and each answer is on the screen
 * where the reviewer is, not somewhere above it.
 */

/** Two reports and a child's letter in Kinyarwanda, from the field; the admin translates Kinyarwanda to English. */
async function itemsToReview(request: APIRequestContext, tag: string) {
  const childId = await sponsoredChild(request, `Phone Ineza ${tag}`, `field-phone-${tag}@example.org`);
  const admin = await bearer(request, E2E_ADMIN);
  const report = (note: string) => ({
    kind: 'report',
    childId,
    lang: 'en',
    report: { schoolLevel: 'Primary 5', attendance: 95, healthCheckOn: '2026-10-01', activities: 'Choir', note },
  });
  await sendItem(request, admin, report(`Reads well ${tag}.`));
  await sendItem(request, admin, report(`Blurred ${tag}.`));
  const page = await uploadPage(request, admin);
  await sendItem(request, admin, {
    kind: 'letter',
    childId,
    lang: 'rw',
    transcription: `Muraho ${tag}!`,
    pages: [page],
  });
  const people = (await (await request.get('/api/staff', { headers: admin })).json()) as {
    data: { _id: string; email: string }[];
  };
  const me = people.data.find((p) => p.email === E2E_ADMIN.email)!._id;
  const pairs = await request.put(`/api/staff/${me}/translates`, { headers: admin, data: { pairs: ['rw-en'] } });
  expect(pairs.status(), await pairs.text()).toBe(200);
}

async function signInWithoutScript(page: Page) {
  await page.goto('/dashboard/login');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
}

/** The answer is announced and on the screen. */
const seen = async (page: Page, text: string) => {
  const message = page.getByRole('status').filter({ hasText: text });
  await expect(message).toBeVisible();
  await expect(message).toBeInViewport();
};

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('a reviewer approves and returns items, and a translator saves a translation', async ({ page, request }) => {
      test.setTimeout(180_000);
      // axe runs in the page: the screens are checked with JavaScript on (the same markup).
      const axe = async () => {
        if (javaScriptEnabled) await expectNoAxeViolations(page, { phone: true });
      };
      const tag = `${javaScriptEnabled ? 'js' : 'nojs'}${Date.now().toString(36)}`;
      await itemsToReview(request, tag);
      if (javaScriptEnabled) await signIn(page);
      else await signInWithoutScript(page);

      await page.goto('/dashboard/field_review');
      await expect(page.getByRole('heading', { name: 'From the field', level: 1 })).toBeVisible();
      const card = (text: string) => page.getByRole('article').filter({ hasText: text });
      await axe();
      await card(`Reads well ${tag}.`).getByRole('button', { name: 'Approve' }).click();
      await seen(page, 'Approved: 1 sponsor was told.');
      await card(`Blurred ${tag}.`).getByLabel('Reason for returning it').fill('Count the attendance again.');
      await card(`Blurred ${tag}.`).getByRole('button', { name: 'Return to the officer' }).click();
      await seen(page, 'Returned to the field officer with your reason.');
      await card(`Muraho ${tag}!`).getByRole('button', { name: 'Approve' }).click();
      await seen(page, 'waits for its translation (en)');
      await axe();
      await page.getByRole('link', { name: 'Returned' }).click();
      await expect(card(`Blurred ${tag}.`)).toContainText('Count the attendance again.');

      await page.goto('/dashboard/translations');
      const letter = page.getByRole('article').filter({ hasText: `Muraho ${tag}!` });
      await expect(letter).toContainText('Waiting for a translator');
      await axe();
      await letter.getByRole('button', { name: 'I will translate it' }).click();
      await seen(page, 'The letter is yours to translate.');
      await letter.getByLabel('Your translation into English').fill(`Hello ${tag}!`);
      await letter.getByRole('button', { name: 'Save a draft' }).click();
      await seen(page, 'Your draft is saved.');
      await expect(letter.getByLabel('Your translation into English')).toHaveValue(`Hello ${tag}!`);
      // A page of the translation written by hand, attached beside the words, taken off, attached again.
      const attach = async () => {
        await letter.getByLabel('Photos of a translation written by hand').setInputFiles({
          name: 'translation.png',
          mimeType: 'image/png',
          buffer: await pngOf(120, 160, '#fde68a'),
        });
        await letter.getByRole('button', { name: 'Attach photos' }).click();
        await seen(page, 'Photos attached.');
        await expect(letter.getByRole('img', { name: 'Translation, page 1 of 1' })).toBeVisible();
      };
      await attach();
      await letter.getByRole('button', { name: 'Remove page 1' }).click();
      await seen(page, 'The photo was taken off the translation.');
      await expect(letter.getByRole('img', { name: 'Translation, page 1 of 1' })).toHaveCount(0);
      await attach();
      await letter.getByRole('button', { name: 'Done: ask for a check' }).click();
      await seen(page, "Translation done: it now waits for a second reader's check.");
      await expect(letter).toContainText(`Hello ${tag}!`);
      await expect(letter.getByRole('img', { name: 'Translation, page 1 of 1' })).toBeVisible();
      await axe();
    });
  });
}
