import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations, signIn } from './helpers';
import { subscribeConfirmed } from './confirm-link';

test.setTimeout(120_000);

const outbox = path.resolve(`.e2e-data-${process.env.E2E_PORT ?? 3210}`, 'outbox');

/** The recipients of the .eml files in the e2e server's outbox whose subject is `subject`. */
async function recipientsOf(subject: string): Promise<string[]> {
  const files = await readdir(outbox).catch(() => [] as string[]);
  const found: string[] = [];
  for (const f of files.filter((n) => n.endsWith('.eml'))) {
    const text = await readFile(path.join(outbox, f), 'utf8');
    const [head] = text.split(/\r?\n\r?\n/);
    if (!head!.split(/\r?\n/).some((l) => l === `Subject: ${subject}`)) continue;
    const to = /^To: (.+)$/m.exec(head!)?.[1] ?? '';
    found.push(to.replace(/^.*<|>.*$/g, '').trim());
  }
  return found.sort();
}

const alert = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('Newsletter: compose rules, send to one subscriber and to all with progress, delete a subscription', async ({
  page,
}, info) => {
  const stamp = `${info.project.name}-${Date.now()}`;
  const one = `reader-one-${stamp}@example.org`;
  const two = `reader-two-${stamp}@example.org`;
  for (const email of [one, two]) await subscribeConfirmed(page.request, email);

  await signIn(page);
  await page.goto('/dashboard/newsletter');
  await expect(page.getByRole('heading', { level: 1, name: 'NewsLetter Management' })).toBeVisible();
  const rowOne = page.getByRole('row').filter({ hasText: one });
  await expect(rowOne).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Subscription Date' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Send Email comes before Delete in the row's actions.
  await expect(rowOne.getByRole('button').first()).toHaveAccessibleName(`Send Email ${one}`);
  await expect(rowOne.getByRole('button').nth(1)).toHaveAccessibleName(`Delete ${one}`);
  // Send Email: to that subscriber only.
  await page.getByRole('button', { name: `Send Email ${one}` }).click();
  const modal = page.getByRole('dialog', { name: 'Send Newsletter' });
  await expect(modal).toContainText(`To ${one} only`);
  await modal.getByRole('button', { name: 'Send Newsletter' }).click();
  await expect(modal.getByText('Subject is required')).toBeVisible();
  await expect(modal.getByText('Message is required')).toBeVisible();
  await expectNoAxeViolations(page);
  const personal = `Hello one ${stamp}`;
  await modal.getByLabel('Subject').fill(personal);
  await expect(modal.getByText('Subject is required')).toHaveCount(0);
  await modal.getByLabel('Message').fill('A note for you alone.');
  await modal.getByRole('button', { name: 'Send Newsletter' }).click();
  await expect(alert(page, 'Email sent successfully!')).toBeVisible();
  await expect(modal).toBeHidden();
  const progress = page.getByRole('status').filter({ hasText: personal });
  await expect(progress).toContainText('Finished', { timeout: 30_000 });
  await expect(progress).toContainText('1 of 1 sent, 0 failed');
  await expect.poll(() => recipientsOf(personal), { timeout: 15_000 }).toEqual([one]);

  // Send Newsletter to All: everyone, including the second reader. The count is every
  // subscriber's (the server's total), not the shown page's.
  const news = `News for all ${stamp}`;
  const count = /^(\d+) subscribers$/.exec(
    (await page.getByRole('heading', { name: /subscribers$/ }).textContent())!,
  )![1];
  expect(Number(count)).toBeGreaterThanOrEqual(2);
  await page.getByRole('button', { name: 'Send Newsletter to All' }).click();
  await expect(modal).toContainText(`To every subscriber (${count})`);
  await modal.getByLabel('Subject').fill(news);
  await modal.getByLabel('Message').fill('Our library is open.\nCome and read with us.');
  await modal.getByRole('button', { name: 'Send Newsletter' }).click();
  await expect(alert(page, 'Email sent successfully!')).toBeVisible();
  const allProgress = page.getByRole('status').filter({ hasText: news });
  await expect(allProgress).toContainText('Finished', { timeout: 60_000 });
  const [, sent, total, failed] = /(\d+) of (\d+) sent, (\d+) failed/.exec((await allProgress.textContent()) ?? '')!;
  expect(Number(total)).toBeGreaterThanOrEqual(2);
  expect(Number(sent) + Number(failed)).toBe(Number(total));
  await expect.poll(async () => (await recipientsOf(news)).filter((e) => e.includes(stamp))).toEqual([one, two]);
  await expect(page.getByRole('row').filter({ hasText: news })).toContainText('Done');
  await expectNoAxeViolations(page);

  // Delete, after the confirmation of docs/product.md#validation.
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to delete this subscription?');
    void dialog.accept();
  });
  await page.getByRole('button', { name: `Delete ${two}` }).click();
  await expect(page.getByRole('row').filter({ hasText: two })).toHaveCount(0);
  await expect(rowOne).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a subscriber’s Delete is a plain post asked on the page, then done; a refused one says so', async ({
    page,
  }, info) => {
    const email = `reader-plain-${info.project.name}-${Date.now()}@example.org`;
    await subscribeConfirmed(page.request, email);
    await signIn(page);
    await page.goto('/dashboard/newsletter');
    // Without a script the confirmation is asked on the page, in the browser dialog's words.
    await page.getByRole('button', { name: `Delete ${email}` }).click();
    const asked = alert(page, 'Are you sure you want to delete this subscription?');
    await expect(asked).toContainText(email);
    await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(1);
    await asked.getByRole('button', { name: 'Delete' }).click();
    await expect(alert(page, 'Subscription deleted.')).toBeVisible();
    await expect(asked).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
    const again = await page.request.post('/dashboard/newsletter', {
      form: { intent: 'remove', id: '00000000-0000-4000-8000-000000000000', confirmed: 'yes' },
    });
    expect(again.status()).toBe(404);
    expect(await again.text()).toContain('Failed to delete subscription.');
    expect((await page.request.post('/dashboard/newsletter', { form: { intent: 'send' } })).status()).toBe(400);
  });
});
