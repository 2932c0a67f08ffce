import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Page, bootPage, expect, test } from './fixtures';
import { expectNoAxeViolations, signIn } from './helpers';

/**
 * The Import screen (docs/importing.md): a messy spreadsheet checked, fixed, imported and
 * imported again unchanged; portal links sent once; the likely duplicates merged; and the
 * same form without JavaScript.
 */
const outbox = path.join(`.e2e-data-${process.env.E2E_PORT ?? 3210}`, 'outbox');
async function mailsTo(email: string): Promise<number> {
  let n = 0;
  for (const file of (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')))
    if ((await readFile(path.join(outbox, file), 'utf8')).split(/\r?\n/).includes(`To: ${email}`)) n++;
  return n;
}

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const csv = (name: string, lines: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(lines.join('\r\n'), 'utf8'),
});

async function choose(page: Page, file: ReturnType<typeof csv>, kind = 'Supporters') {
  const form = page.getByTestId('import-form');
  await form.getByLabel('What the file holds').selectOption({ label: kind });
  await form.getByLabel('The file (CSV or XLSX)').setInputFiles(file);
  return form;
}

test('a messy spreadsheet: checked, fixed, imported, imported again unchanged; portal links sent once', async ({
  page,
}) => {
  const s = stamp();
  const aline = `aline-${s}@example.org`;
  const messy = [
    'Ref;Full name;E-mail address;Telephone;Language',
    `IM-${s}-1;Aline Mukamana-d'Souza;${aline};0788 123 401;fr`,
    `IM-${s}-2;Éric Niyonzima;eric-${s}@example;;`,
    `IM-${s}-3;=HYPERLINK("http://x.example");;0788 123 403;`,
    `IM-${s}-4;Jean Habimana;;788123404;rw`,
  ];
  await signIn(page);
  await page.goto('/dashboard/imports');
  await expect(page.getByRole('heading', { level: 1, name: 'Import' })).toBeVisible();
  let form = await choose(page, csv(`people-${s}.csv`, messy));
  await form.getByRole('button', { name: 'Check the file' }).click();
  const result = page.getByTestId('import-result');
  await expect(result).toContainText('nothing was written');
  await expect(page.getByTestId('import-totals')).toHaveText('4 rows: 2 new, 0 changed, 0 unchanged, 2 with errors');
  const errors = result.locator('table').first();
  await expect(errors.locator('tbody tr')).toHaveCount(2);
  await expect(errors.locator('tbody tr').first()).toContainText('Column “email”');
  await expect(errors.locator('tbody tr').nth(1)).toContainText('holds a formula');
  await expectNoAxeViolations(page);

  // Importing the file as it is writes nothing.
  await form.getByRole('button', { name: 'Import' }).click();
  await expect(result).toContainText('Nothing was imported: 2 rows have errors');

  const fixed = [...messy];
  fixed[2] = `IM-${s}-2;Éric Niyonzima;eric-${s}@example.org;;`;
  fixed[3] = `IM-${s}-3;Olivier Mugisha;;0788 123 403;`;
  form = await choose(page, csv(`people-${s}.csv`, fixed));
  await form.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByTestId('import-totals')).toHaveText('4 rows: 4 new, 0 changed, 0 unchanged, 0 with errors');
  await form.getByRole('button', { name: 'Import' }).click();
  await expect(page).toHaveURL(/\?run=[0-9a-f-]{36}$/);
  await expect(page.getByTestId('import-result')).toContainText(`people-${s}.csv was imported`);
  const past = page.locator('[data-import]', { hasText: `people-${s}.csv` });
  await expect(past).toHaveCount(1);
  await expect(past).toContainText('4: 4 new, 0 changed, 0 unchanged, 0 errors');

  // The same file again: every row unchanged.
  form = await choose(page, csv(`people-${s}-again.csv`, fixed));
  await form.getByRole('button', { name: 'Import' }).click();
  await expect(page).toHaveURL(/\?run=/);
  await expect(page.getByTestId('import-totals')).toHaveText('4 rows: 0 new, 0 changed, 4 unchanged, 0 with errors');

  // Nobody was written to until now; then each once, whichever import sends.
  expect(await mailsTo(aline)).toBe(0);
  const first = page.locator('[data-import]', { hasText: `people-${s}.csv` });
  await first.getByRole('button', { name: 'Send portal links' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Portal links: 2 sent' })).toBeVisible();
  await expect(first).toContainText('Portal links sent');
  await expect(first.getByRole('button', { name: 'Send portal links' })).toHaveCount(0);
  await expect.poll(() => mailsTo(aline), { timeout: 30_000 }).toBe(1);
  const again = page.locator('[data-import]', { hasText: `people-${s}-again.csv` });
  await again.getByRole('button', { name: 'Send portal links' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Portal links: 0 sent, 2 had one already' })).toBeVisible();
  await page.waitForTimeout(1000);
  expect(await mailsTo(aline)).toBe(1);
});

test('the likely duplicates of an import, merged from the report', async ({ page }) => {
  const s = stamp();
  await signIn(page);
  await page.goto('/dashboard/imports');
  let form = await choose(
    page,
    csv(`first-${s}.csv`, ['ref,name,email', `DU-${s}-1,Grace Ingabire,grace.${s}@gmail.com`]),
  );
  await form.getByRole('button', { name: 'Import' }).click();
  await expect(page).toHaveURL(/\?run=/);
  form = await choose(
    page,
    csv(`second-${s}.csv`, ['ref,name,email', `DU-${s}-2,G. Ingabire,Grace${s}+news@Gmail.com`]),
  );
  await form.getByRole('button', { name: 'Import' }).click();
  await expect(page).toHaveURL(/\?run=/);
  await expect(
    page.locator('[data-import]', { hasText: `second-${s}.csv` }).getByRole('link', { name: 'Likely duplicates' }),
  ).toBeVisible();
  // Right after the import, the likely duplicates it brought.
  await page.getByRole('link', { name: '1 likely duplicate among these supporters' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Likely duplicate supporters' })).toBeVisible();
  await expect(page.getByText(`Only the pairs with someone from the import second-${s}.csv`)).toBeVisible();
  const pair = page.locator('[data-pair]');
  await expect(pair).toHaveCount(1);
  await expect(pair).toContainText('Same e-mail');
  await expectNoAxeViolations(page);
  await pair.getByRole('button', { name: 'Keep Grace Ingabire' }).click();
  await expect(page.getByText('The two records are merged.')).toBeVisible();
  await expect(page.locator('[data-pair]')).toHaveCount(0);
});

test('with JavaScript, a file over 20 MB is refused at once, in the words the page gives without it', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/dashboard/imports');
  await bootPage(page);
  const uploads: string[] = [];
  page.on('request', (r) => void (r.url().includes('/api/imports') && r.method() === 'POST' && uploads.push(r.url())));
  const form = await choose(
    page,
    { name: 'huge.csv', mimeType: 'text/csv', buffer: Buffer.alloc(21 * 1024 * 1024, 'a') },
    'Newsletter readers',
  );
  await form.getByRole('button', { name: 'Check the file' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The file is larger than 20 MB, so nothing was read' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/imports$/);
  expect(uploads).toEqual([]);
});

test("the reason a file was refused before it was read, in the screen's error region", async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard/imports?error=too-large&kind=subscribers');
  await expect(page.getByText('The file is larger than 20 MB, so nothing was read')).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts the file; the check and the import are drawn by the server', async ({ page }) => {
    const s = stamp();
    const file = ['ref,name,email', `NJ-${s}-1,Claudine Uwase,claudine-${s}@example.org`, `NJ-${s}-2,,nobody`];
    await signIn(page);
    await page.goto('/dashboard/imports');
    let form = await choose(page, csv(`nojs-${s}.csv`, file));
    await form.getByRole('button', { name: 'Check the file' }).click();
    await expect(page).toHaveURL(/\?check=/);
    await expect(page.getByTestId('import-totals')).toHaveText('2 rows: 1 new, 0 changed, 0 unchanged, 1 with errors');
    await expect(page.getByTestId('import-result')).toContainText('Column “name”');
    await expect(page.getByText('choose the file again')).toBeVisible();

    form = await choose(page, csv(`nojs-${s}.csv`, file));
    await form.getByLabel('Skip the rows with errors').check();
    await form.getByRole('button', { name: 'Import' }).click();
    await expect(page).toHaveURL(/\?run=/);
    await expect(page.getByTestId('import-result')).toContainText(`nojs-${s}.csv was imported`);
    await expect(page.getByTestId('import-totals')).toHaveText('2 rows: 1 new, 0 changed, 0 unchanged, 1 with errors');
  });

  test('a likely pair kept as two people leaves the report, and comes back when undone', async ({ page }) => {
    const s = stamp();
    await signIn(page);
    // One name, its words the other way round and without its accent: a likely pair.
    const lines = [
      'ref,name,email',
      `ND-${s}-1,Immaculée Kayitesi${s},ik1-${s}@example.org`,
      `ND-${s}-2,Kayitesi${s} Immaculee,ik2-${s}@example.org`,
    ];
    const res = await page.request.post('/api/imports', {
      multipart: { kind: 'supporters', file: csv(`pair-${s}.csv`, lines) },
    });
    expect(res.status(), await res.text()).toBe(200);
    const { importId } = ((await res.json()) as { data: { importId: string } }).data;
    await page.goto(`/dashboard/duplicates?import=${importId}`);
    const pair = page.locator('[data-pair]');
    await expect(pair).toHaveCount(1);
    await pair.getByRole('button', { name: 'Not the same person' }).click();
    await expect(page.getByText('Kept as two people: the pair is no longer shown.')).toBeVisible();
    await expect(page.locator('[data-pair]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Undo: show this pair again' }).click();
    await expect(page.locator('[data-pair]')).toHaveCount(1);
  });

  test('a file over 20 MB comes back to the screen with the reason, not a bare error', async ({ page }) => {
    await signIn(page);
    await page.goto('/dashboard/imports');
    const form = await choose(
      page,
      { name: 'huge.csv', mimeType: 'text/csv', buffer: Buffer.alloc(21 * 1024 * 1024, 'a') },
      'Newsletter readers',
    );
    await form.getByRole('button', { name: 'Check the file' }).click();
    await expect(page).toHaveURL(/\/dashboard\/imports\?error=too-large/);
    await expect(page.getByText('The file is larger than 20 MB, so nothing was read')).toBeVisible();
    await expect(page.getByTestId('import-form').getByLabel('What the file holds')).toHaveValue('subscribers');
  });
});
