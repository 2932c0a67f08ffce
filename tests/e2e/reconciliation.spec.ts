import { readFileSync } from 'node:fs';
import { expect, type Page, test } from './fixtures';
import { expectNoAxeViolations, openAdminMenu, signIn } from './helpers';

/**
 * docs/accounting.md: finance maps a provider's statement columns once, uploads its
 * statement, sees the money nobody recorded, gives a line to a supporter (an offline gift
 * with the statement's reference, then matched), uploads an overlapping statement that
 * matches nothing twice, and downloads the journal that books the gift.
 */
const stamp = Date.now();
const today = new Date().toISOString().slice(0, 10);
const statement = (refs: string[]) => ({
  name: `airtel-${stamp}.csv`,
  mimeType: 'text/csv',
  buffer: Buffer.from(
    `ID,Date,Payer,Amount,Status\n${refs.map((r, i) => `${r},${today} 10:0${i}:00,25073000000${i},${(i + 1) * 7000},Success`).join('\n')}\n`,
  ),
});
const refs = [`AM-${stamp}-1`, `AM-${stamp}-2`];

/** Opens a provider's column form (closed once its columns are kept) and keeps these columns. */
async function mapColumns(page: Page, provider: string, columns: Record<string, string>) {
  const details = page.locator(`details[data-provider="${provider}"]`);
  if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
  for (const [label, value] of Object.entries(columns)) await details.getByLabel(label, { exact: true }).fill(value);
  await details.getByRole('button', { name: 'Keep these columns' }).click();
  await expect(page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: 'Columns kept' })).toBeVisible();
}

async function upload(page: Page, provider: string, file: ReturnType<typeof statement>) {
  await page.getByLabel('Whose statement').selectOption({ label: provider });
  await page.getByLabel('Statement (CSV file)').setInputFiles(file);
  await page.getByRole('button', { name: 'Reconcile statement' }).click();
  await expect(page).toHaveURL(/statement=[0-9a-f-]{36}&done=1/);
}

test('finance reconciles a statement, records the money nobody recorded, and the journal books it', async ({
  page,
}) => {
  await signIn(page);
  await openAdminMenu(page);
  await page.getByRole('link', { name: 'Reconciliation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reconciliation' })).toBeVisible();
  await mapColumns(page, 'airtel-money', {
    'Reference (transaction id)': 'ID',
    Amount: 'Amount',
    Date: 'Date',
    'Status (optional)': 'Status',
    'Payer (optional)': 'Payer',
  });

  await upload(page, 'Airtel Money', statement(refs));
  await expect(page.getByText('Statement reconciled.')).toBeVisible();
  const view = page.locator('[data-statement]');
  await expect(view.locator('[data-count="statementOnly"]')).toHaveText('2');
  await expect(view.locator('[data-line]')).toHaveCount(2);
  await expectNoAxeViolations(page);
  // A page of the lines past the end (an old link) shows the last page, here the only one.
  const id = await view.getAttribute('data-statement');
  await page.goto(`/dashboard/reconciliation?statement=${id}&view=statementOnly&page=9`);
  await expect(view.locator('[data-line]')).toHaveCount(2);

  // The first line was a gift to the merchant code: given to a supporter, it is matched.
  const line = view.locator(`[data-line="${refs[0]}"]`);
  await line.getByText('Record this money').click();
  await line.getByLabel('First name').fill('Claudine');
  await line.getByLabel('Last name').fill("N'Deye");
  await line.getByLabel('Email').fill(`claudine-${stamp}@example.org`);
  await line.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(page.getByText(/Recorded as DN-[0-9A-F]{8}/)).toBeVisible();
  const reference = (await page.getByText(/Recorded as DN-/).textContent())!.match(/DN-[0-9A-F]{8}/)![0];
  await expect(view.locator('[data-count="statementOnly"]')).toHaveText('1');
  await expect(view.locator('[data-count="matched"]')).toHaveText('1');

  // The same lines again (an overlapping export): already known, nothing matched twice.
  await upload(page, 'Airtel Money', statement(refs));
  await expect(view).toContainText('2 already known from an earlier statement');
  await expect(view.locator('[data-count="statementOnly"]')).toHaveText('0');

  // The journal of today books the gift to Airtel Money's clearing account and the general fund.
  await page.getByRole('link', { name: 'Donations' }).click();
  const journal = page.getByRole('region', { name: 'Accounting journal' });
  await journal.getByLabel('From').fill(today);
  await journal.getByLabel('To', { exact: true }).fill(today);
  const download = page.waitForEvent('download');
  await journal.getByRole('button', { name: 'Download journal' }).click();
  const file = readFileSync((await (await download).path())!, 'utf8');
  const lines = file.split('\r\n').filter((l) => l.includes(reference));
  expect(lines).toHaveLength(2);
  expect(lines.find((l) => l.includes(',1120,'))).toContain(',7000,');
  expect(lines.find((l) => l.includes(',4000,'))).toContain(',,7000,');
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the columns, the statement and a line given to a supporter all post natively', async ({ page }) => {
    await signIn(page);
    await page.goto('/dashboard/reconciliation');
    await mapColumns(page, 'bank', { 'Reference (transaction id)': 'Ref', Amount: 'Credit', Date: 'Value date' });
    const ref = `BK-${stamp}`;
    await upload(page, 'Bank', {
      name: `bank-${stamp}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(`Value date;Ref;Narrative;Credit\n${today};${ref};Transfer;150 000\n`),
    });
    // The children offered are found by name: a charity has more than one list shows.
    await page.getByLabel('Find a child to record money for').fill('Habimana');
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await expect(page).toHaveURL(/childQ=Habimana/);
    await expect(page.getByTestId('child-choices')).toHaveText(/(child matches|children match): offered below/);
    const line = page.locator(`[data-line="${ref}"]`);
    await line.getByText('Record this money').click();
    const offered = await line.getByLabel('Child (for a child)').locator('option:not([value=""])').allTextContents();
    expect(offered.length).toBeGreaterThan(0);
    for (const name of offered) expect(name).toContain('Habimana');
    await line.getByLabel('First name').fill('Jean');
    await line.getByLabel('Last name').fill('Uwimana');
    await line.getByLabel('Email').fill(`jean-${stamp}@example.org`);
    await line.getByRole('button', { name: 'Record', exact: true }).click();
    await expect(page.getByText(/Recorded as DN-/)).toBeVisible();
    await expect(page.locator('[data-count="matched"]')).toHaveText('1');
  });
});
