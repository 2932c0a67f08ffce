import { type Page, expect, test } from './fixtures';
import { expectNoAxeViolations, signIn } from './helpers';

/**
 * Plans kept by staff (docs/importing.md, "sponsorships"): a bank or cash sponsorship
 * brought in from a spreadsheet is listed on the Recurring screen, and "Record this month"
 * records the month's gift, with JavaScript and without.
 */
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A supporter, a child and a bank or cash sponsorship between them, imported through the API. */
async function importKeptPlan(page: Page, method: 'bank' | 'cash') {
  const s = stamp();
  const sponsor = `Kept ${s}`;
  const child = `Kid${s}`;
  const files = [
    ['supporters', ['ref,name,email', `KP-${s},${sponsor},kept-${s}@example.org`]],
    ['children', ['ref,first_name,last_name,birth_date,monthly_support', `KC-${s},${child},Uwase,2015-07-03,15000`]],
    [
      'sponsorships',
      [
        'ref,child_ref,supporter_ref,start_date,amount,method,day_of_month',
        `KS-${s},KC-${s},KP-${s},2020-01-01,12500,${method},5`,
      ],
    ],
  ] as const;
  for (const [kind, lines] of files) {
    const res = await page.request.post('/api/imports', {
      multipart: {
        kind,
        file: { name: `${kind}-${s}.csv`, mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) },
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    expect(((await res.json()) as { data: { created: number } }).data.created).toBe(1);
  }
  return { sponsor, child };
}

async function recordThisMonth(page: Page, method: 'bank' | 'cash') {
  await signIn(page);
  const { sponsor, child } = await importKeptPlan(page, method);
  await page.goto('/dashboard/recurring');
  const kept = page.getByRole('region', { name: 'Plans kept by staff (bank and cash)' });
  const row = kept.getByTestId('kept-plan-row').filter({ hasText: sponsor });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(child);
  await expect(row).toContainText(method === 'bank' ? 'Bank order' : 'Cash');
  await expect(row).toContainText('Due on day 5');
  const record = row.getByRole('button', { name: new RegExp(`^Record \\d{4}-\\d{2} for ${sponsor}$`) });
  await expect(record).toHaveText('Record this month');
  return { kept, row, record };
}

test('"Record this month" records a bank plan\'s month once, and the screen says so', async ({ page }) => {
  const { kept, row, record } = await recordThisMonth(page, 'bank');
  await expectNoAxeViolations(page);
  await record.click();
  await expect(kept.getByText(/^The gift of \d{4}-\d{2} is recorded\.$/)).toBeVisible();
  await expect(row).toContainText(/\d{4}-\d{2} recorded/);
  await expect(row.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page);
  // Read again: the month stays recorded, and the last month recorded is shown.
  await page.reload();
  await expect(row).toContainText(/\d{4}-\d{2} recorded/);
  await expect(row.getByRole('button')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts to the screen, which records a cash plan's month and says so", async ({ page }) => {
    const { kept, row, record } = await recordThisMonth(page, 'cash');
    await record.click();
    await expect(page).toHaveURL(/\/dashboard\/recurring/);
    await expect(kept.getByText(/^The gift of \d{4}-\d{2} is recorded\.$/)).toBeVisible();
    await expect(row).toContainText(/\d{4}-\d{2} recorded/);
    await expect(row.getByRole('button')).toHaveCount(0);
  });
});
