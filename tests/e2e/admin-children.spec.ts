import { expect, test, type Page } from './fixtures';
import sharp from 'sharp';
import { expectNoAxeViolations, signIn } from './helpers';
import { addChild } from './no-js-helpers';

test.setTimeout(120_000);

const png = (color: string) =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: color } })
    .png()
    .toBuffer();

const alert = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/**
 * The public sponsorship section's text over all its pages (decision 009: 12 children a
 * page, oldest first), each page's Show More pressed; later pages arrive whole.
 */
async function publicChildren(page: Page, lang = 'en'): Promise<string> {
  let text = '';
  for (let n = 1; n <= 50; n++) {
    await page.goto(`/getinvolved?lang=${lang}${n > 1 ? `&page=${n}` : ''}`, { waitUntil: 'networkidle' });
    const more = page.locator('button[aria-controls="sponsor-list"]');
    if ((await more.count()) && (await more.getAttribute('aria-expanded')) === 'false') {
      await more.click();
      await expect(more).toHaveAttribute('aria-expanded', 'true');
    }
    text += await page.locator('#sponsor').innerText();
    if (!(await page.locator('#sponsor a[rel="next"]').count())) break;
  }
  return text;
}

/** The guardian's consent (docs/children-protection.md): without it a child is kept but not shown publicly. */
async function consent(page: Page) {
  await page.getByLabel('Given by').fill('Her mother');
  await page.getByLabel('Given on').fill('2026-01-10');
  for (const scope of ['Listed on the website', 'Photo shown publicly', 'Story shown publicly'])
    await page.getByLabel(scope).check();
}

test('Sponsorship Management: add, edit, toggle and delete a child, seen on /getinvolved', async ({
  page,
  browser,
}, info) => {
  const name = `Aline Test ${info.project.name} ${Date.now()}`;
  // What the public knows the child by (docs/children-protection.md): never the full name.
  const known = `Ali${info.project.name}${Date.now()}`;
  await signIn(page);
  await page.goto('/dashboard/sponsor');
  await expect(page.getByRole('heading', { level: 1, name: 'Sponsorship Management' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Children List \(\d+\)$/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // The form's rules: everything required, the photo only when adding.
  await page.getByRole('button', { name: 'Add New Child' }).click();
  await expect(page.getByRole('heading', { name: 'Add New Child' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Child' }).click();
  for (const message of [
    'Name is required',
    'Age must be at least 1',
    'Location is required',
    'Needs are required',
    'Story is required',
    'Photo is required',
  ])
    await expect(page.getByText(message)).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page.getByLabel('Age', { exact: true })).toHaveAttribute('min', '1');
  await expect(page.getByLabel('Monthly Support (Rwf)')).toHaveAttribute('step', '0.01');

  await page.getByLabel('Name', { exact: true }).fill(name);
  await expect(page.getByText('Name is required')).toHaveCount(0);
  await page.getByLabel('Age', { exact: true }).fill('9');
  await page.getByLabel('Location', { exact: true }).fill('Musanze');
  await page.getByLabel('Monthly Support (Rwf)').fill('25000');
  await page.getByLabel('Needs', { exact: true }).fill(' School fees, , Uniform ');
  await page.getByLabel('Story', { exact: true }).fill('Loves mathematics and football.');
  await page.getByLabel('Preferred name (shown publicly)').fill(known);
  await consent(page);
  await page
    .getByLabel('Photo', { exact: true })
    .setInputFiles({ name: 'a.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(page.getByText('Please select a valid image file')).toBeVisible();
  await page
    .getByLabel('Photo', { exact: true })
    .setInputFiles({ name: 'aline.png', mimeType: 'image/png', buffer: await png('#f59e0b') });
  await page.getByRole('button', { name: 'Add Child' }).click();
  await expect(alert(page, 'Child added successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Add New Child' })).toHaveCount(0);

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Rwf 25,000');
  await expect(row).toContainText('Available');
  await expect(row).toContainText('Musanze');
  await expect(row.locator('img')).toHaveAttribute('src', /\/api\/images\//);

  const visitor = await browser.newPage();
  const shown = await publicChildren(visitor);
  expect(shown).toContain(known);
  expect(shown).not.toContain(name);

  // Edit: the photo is not required, needs come back comma-separated.
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Child' })).toBeVisible();
  await expect(page.getByLabel('Needs', { exact: true })).toHaveValue('School fees, Uniform');
  await page.getByLabel('Location', { exact: true }).fill('Kinigi');
  await page.getByRole('button', { name: 'Update Child' }).click();
  await expect(alert(page, 'Child updated successfully!')).toBeVisible();
  await expect(row).toContainText('Kinigi');

  // Toggle by hand: a confirmation first, saying what it does; Cancel changes nothing.
  await page.getByRole('button', { name: `Mark ${name} as sponsored` }).click();
  const confirm = page.getByRole('dialog', { name: `Mark ${name} as sponsored?` });
  await expect(confirm).toContainText('will no longer be shown on the public sponsorship page');
  await expect(confirm).toContainText('no payment is taken or refunded');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('Available');
  await page.getByRole('button', { name: `Mark ${name} as sponsored` }).click();
  await confirm.getByRole('button', { name: 'Mark as sponsored', exact: true }).click();
  // Sponsored children leave the public list.
  await expect(alert(page, 'Sponsorship status updated!')).toBeVisible();
  await expect(row).toContainText('Sponsored');
  await expect(row).toContainText('Marked sponsored by staff');
  expect(await publicChildren(visitor)).not.toContain(known);
  await page.getByRole('button', { name: `Mark ${name} as available` }).click();
  await page
    .getByRole('dialog', { name: `Mark ${name} as available?` })
    .getByRole('button', { name: 'Mark as available', exact: true })
    .click();
  await expect(row).toContainText('Available');

  // A sponsor who paid: name, e-mail, phone, since when, and the payments.
  const kids = (await (await page.request.get(`/api/sponsors?q=${encodeURIComponent(name)}`)).json()) as {
    data: { _id: string; name: string }[];
  };
  const childId = kids.data.find((c) => c.name === name)!._id;
  const paid = await visitor.request.post('/api/pay/sponsors', {
    data: {
      childId,
      sponsorName: 'Claudine Sponsor',
      sponsorEmail: 'claudine@example.org',
      sponsorPhone: '+250 788 555 010',
      amount: 25000,
      paymentMethod: 'card',
      paymentFrequency: 'monthly',
      paymentDetails: { cardNumber: '4242424242424242', cardExpiry: '12/30', cardCvv: '123', cardName: 'C S' },
    },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  await page.reload();
  await expect(row).toContainText('Claudine Sponsor');
  await expect(row.getByRole('link', { name: 'claudine@example.org' })).toHaveAttribute(
    'href',
    'mailto:claudine@example.org',
  );
  await expect(row).toContainText('+250 788 555 010');
  await expect(row).toContainText('Since');
  await row.getByRole('button', { name: `Sponsorship payments for ${name}` }).click();
  const payments = page.getByRole('dialog', { name: `Sponsorship payments for ${name}` });
  await expect(payments).toContainText('RWF 25,000');
  await expect(payments).toContainText('Monthly');
  await expectNoAxeViolations(page);
  await payments.getByRole('button', { name: 'Close' }).click();

  // Delete, after the confirmation of docs/product.md#validation.
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to delete this child?');
    void dialog.accept();
  });
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(alert(page, 'Child deleted successfully!')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(await publicChildren(visitor)).not.toContain(known);
  await visitor.close();
  await expectNoAxeViolations(page);
});

test('Sponsorship Management: a Kinyarwanda story shows on /getinvolved?lang=rw, English where none was given', async ({
  page,
  browser,
}, info) => {
  const name = `Keza Test ${info.project.name} ${Date.now()}`;
  const story = `Akunda gusoma no kubyina ${Date.now()}.`;
  await signIn(page);
  await page.goto('/dashboard/sponsor');
  await page.getByRole('button', { name: 'Add New Child' }).click();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Age', { exact: true }).fill('7');
  await page.getByLabel('Location', { exact: true }).fill('Nyange Village');
  await page.getByLabel('Monthly Support (Rwf)').fill('20000');
  await page.getByLabel('Needs', { exact: true }).fill('School fees');
  await page.getByLabel('Story', { exact: true }).fill('Loves reading and dancing.');
  await page.getByLabel('District (shown publicly)').fill('Musanze');
  await consent(page);
  await page
    .getByLabel('Photo', { exact: true })
    .setInputFiles({ name: 'keza.png', mimeType: 'image/png', buffer: await png('#16a34a') });
  await page.getByRole('tab', { name: 'Ikinyarwanda' }).click();
  const rw = page.getByRole('tabpanel', { name: 'Ikinyarwanda' });
  await rw.getByLabel('Story', { exact: true }).fill(story);
  await rw.getByLabel('Needs', { exact: true }).fill('Amafaranga y’ishuri');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Add Child' }).click();
  await expect(alert(page, 'Child added successfully!')).toBeVisible();

  const visitor = await browser.newPage();
  const inRw = await publicChildren(visitor, 'rw');
  expect(inRw).toContain(story);
  expect(inRw).toContain('Amafaranga y’ishuri');
  // The public sees the district, never the exact place.
  expect(inRw).toContain('Musanze');
  expect(inRw).not.toContain('Nyange Village');
  // English visitors (the language is remembered in a cookie, so ask for it) get the English story.
  expect(await publicChildren(visitor, 'en')).toContain('Loves reading and dancing.');

  // Reopened, the Kinyarwanda fields are prefilled; the English ones hold English.
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page.getByLabel('Story', { exact: true })).toHaveValue('Loves reading and dancing.');
  await page.getByRole('tab', { name: 'Ikinyarwanda' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Ikinyarwanda' }).getByLabel('Story', { exact: true })).toHaveValue(
    story,
  );
  await page.getByRole('button', { name: 'Update Child' }).click();
  await expect(alert(page, 'Child updated successfully!')).toBeVisible();
  expect(await publicChildren(visitor, 'rw')).toContain(story);
  await visitor.close();

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(alert(page, 'Child deleted successfully!')).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the toggle and Delete are plain posts to the screen, Delete asked on the page first', async ({
    page,
    request,
  }) => {
    const name = `Plain Child ${Date.now()}`;
    const id = await addChild(request, name);
    await signIn(page);
    await page.goto(`/dashboard/sponsor?q=${encodeURIComponent(name)}`);
    // Without a script there is no confirmation: the post sends the opposite of the current value.
    await page.getByRole('button', { name: `Mark ${name} as sponsored` }).click();
    await expect(alert(page, 'Sponsorship status updated!')).toBeVisible();
    await expect(page.getByRole('button', { name: `Mark ${name} as available` })).toBeVisible();
    // A delete is asked on the page first, in the browser dialog's words.
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const asked = alert(page, 'Are you sure you want to delete this child?');
    await expect(asked).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
    await asked.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(alert(page, 'Child deleted successfully!')).toBeVisible();
    await expect(asked).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
    // A child no longer there, a value the toggle does not offer, or another intent, is refused with its status.
    const again = await page.request.post(page.url(), { form: { intent: 'delete', id, confirmed: 'yes' } });
    expect(again.status()).toBe(404);
    expect(await again.text()).toContain('Error deleting child');
    const odd = await page.request.post(page.url(), { form: { intent: 'toggle', id, isSponsored: 'maybe' } });
    expect(odd.status()).toBe(400);
    expect((await page.request.post(page.url(), { form: { intent: 'remove', id } })).status()).toBe(400);
  });
});
