import { expect, test } from './fixtures';
import { E2E_ADMIN, expectNoAxeViolations, signIn } from './helpers';
import { bearer, sendItem, uploadPage } from './field-helpers';
import { givingLinkIn, givingMailTo, sponsoredChild } from './child-news-helpers';
import { colleague, STAFF_PASSWORD } from './staff-helpers';

/**
 * The field's staff side (docs/field.md): review what arrived (approve, return with a
 * reason), the translation queue (take a letter, write beside the original, a second
 * reader checks), the sponsor's page (the original beside the translation, the yearly
 * report's PDF), the staff's language pairs and the freshness setting.
 */

test('staff approve and return what came from the field, translate a child letter, and the sponsor reads both', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const name = `Ineza ${tag}`;
  const sponsor = `field-sponsor-${tag}@example.org`;
  const childId = await sponsoredChild(request, name, sponsor);
  const admin = await bearer(request, E2E_ADMIN);
  const report = (note: string) => ({
    kind: 'report',
    childId,
    lang: 'en',
    report: { schoolLevel: 'Primary 5', attendance: 95, healthCheckOn: '2026-10-01', activities: 'Choir', note },
  });
  await sendItem(request, admin, report('Reads very well.'));
  await sendItem(request, admin, report('Blurred figures.'));
  const pageId = await uploadPage(request, admin);
  await sendItem(request, admin, {
    kind: 'letter',
    childId,
    lang: 'rw',
    transcription: `Muraho ${tag}!`,
    pages: [pageId],
  });

  await signIn(page);
  await page.goto('/dashboard/field_review');
  await expect(page.getByRole('heading', { name: 'From the field', level: 1 })).toBeVisible();
  const card = (text: string) => page.getByRole('article').filter({ hasText: text });
  await expectNoAxeViolations(page);
  await card('Reads very well.').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Approved: 1 sponsor was told.')).toBeVisible();
  await card('Blurred figures.').getByLabel('Reason for returning it').fill('The attendance looks wrong: count again.');
  await card('Blurred figures.').getByRole('button', { name: 'Return to the officer' }).click();
  await expect(page.getByText('Returned to the field officer with your reason.')).toBeVisible();
  await card(`Muraho ${tag}!`).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('waits for its translation (en)')).toBeVisible();
  await page.getByRole('link', { name: 'Returned' }).click();
  await expect(card('Blurred figures.')).toContainText('The attendance looks wrong: count again.');

  // The administrator translates Kinyarwanda to English (Staff screen); a colleague checks.
  await page.goto('/dashboard/staff');
  const me = page.getByRole('listitem').filter({ hasText: E2E_ADMIN.email });
  await me.getByText('Translates', { exact: true }).first().click();
  await me.getByRole('checkbox', { name: 'Kinyarwanda to English' }).check();
  await me.getByRole('button', { name: 'Save the languages' }).click();
  await expect(page.getByText('The languages this person translates are saved.')).toBeVisible();

  await page.goto('/dashboard/translations');
  const letter = page.getByRole('article').filter({ hasText: `Muraho ${tag}!` });
  await expect(letter).toContainText('Waiting for a translator');
  await letter.getByRole('button', { name: 'I will translate it' }).click();
  await expect(page.getByText('The letter is yours to translate.')).toBeVisible();
  await letter.getByLabel('Your translation into English').fill(`Hello ${tag}!`);
  await letter.getByRole('button', { name: 'Done: ask for a check' }).click();
  await expect(page.getByText("Translation done: it now waits for a second reader's check.")).toBeVisible();
  await expectNoAxeViolations(page);

  const checker = await colleague(request, 'sponsorship');
  const people = (await (await request.get('/api/staff', { headers: admin })).json()) as {
    data: { _id: string; email: string }[];
  };
  const checkerId = people.data.find((p) => p.email === checker)!._id;
  expect(
    (await request.put(`/api/staff/${checkerId}/translates`, { headers: admin, data: { pairs: ['rw-en'] } })).status(),
  ).toBe(200);
  const queue = (await (await request.get('/api/translations', { headers: admin })).json()) as {
    data: { _id: string; text: string }[];
  };
  const id = queue.data.find((q) => q.text === `Hello ${tag}!`)!._id;
  const checked = await request.post(`/api/translations/${id}/check`, {
    headers: await bearer(request, { email: checker, password: STAFF_PASSWORD }),
  });
  expect(checked.status(), await checked.text()).toBe(200);

  // The sponsor: the letter's translation with the child's own words beside it, and the report's PDF.
  const mail = await givingMailTo(sponsor);
  await page.goto(givingLinkIn(mail));
  await expect(page.getByText(`Hello ${tag}!`)).toBeVisible();
  await expect(page.getByTestId('letter-original')).toContainText(`Muraho ${tag}!`);
  const pdfLink = page.getByRole('link', { name: 'Download the yearly progress report (PDF)' });
  const pdf = await request.get((await pdfLink.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
});

test('the freshness setting is off by default, saved from Site settings, and the Children screen filters stale children', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/dashboard/site_settings');
  const section = page.getByRole('region', { name: 'Children without recent news' });
  const box = section.getByRole('checkbox', { name: /Keep children with no report or photo/ });
  await expect(box).not.toBeChecked();
  await box.check();
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Freshness setting saved.')).toBeVisible();
  await page.goto('/dashboard/site_settings');
  await expect(page.getByRole('region', { name: 'Children without recent news' }).getByRole('checkbox')).toBeChecked();
  await page.getByRole('region', { name: 'Children without recent news' }).getByRole('checkbox').uncheck();
  await page
    .getByRole('region', { name: 'Children without recent news' })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(page.getByText('Freshness setting saved.')).toBeVisible();

  await page.goto('/dashboard/sponsor?freshness=stale');
  await expect(page.getByTestId('stale-notice')).toContainText(
    '0 children have had no approved report or photo in 12 months.',
  );
  await page.getByRole('link', { name: 'Show all children' }).click();
  await expect(page).not.toHaveURL(/freshness/);
});
