import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations, signIn } from './helpers';
import { staffAuth } from './no-js-helpers';

test.setTimeout(120_000);

const banner = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const skillOption = (page: Page, name: string) => page.locator('select option', { hasText: name });

test('Skills & Interests: add, edit and delete through the modal, seen in the volunteer form', async ({
  page,
  browser,
}, info) => {
  const name = `Sign Language ${info.project.name} ${Date.now()}`;
  await signIn(page);
  await page.goto('/dashboard/skills_interests');
  await expect(page.getByRole('heading', { level: 1, name: 'Skills & Interests' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Skill Name' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Add: the name is required; requirements are split on commas, trimmed, empties dropped.
  await page.getByRole('button', { name: 'Add New Skill' }).click();
  const modal = page.getByRole('dialog', { name: 'Add New Skill' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Add Skill' }).click();
  await expect(modal.getByText('Skill name is required')).toBeVisible();
  await expectNoAxeViolations(page);
  await modal.getByLabel('Skill Name').fill(name);
  await expect(modal.getByText('Skill name is required')).toHaveCount(0);
  await modal.getByLabel('Requirements (comma separated)').fill(' Patience , , First aid ');
  await modal.getByRole('button', { name: 'Add Skill' }).click();
  await expect(banner(page, '✅ Skill added successfully!')).toBeVisible();
  await expect(modal).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Patience, First aid');
  await expect(row).toContainText('No description available');
  // docs/product.md: banners are gone after 3 seconds.
  await expect(banner(page, '✅ Skill added successfully!')).toHaveCount(0, { timeout: 5000 });

  const visitor = await browser.newPage();
  await visitor.goto('/getinvolved');
  await expect(skillOption(visitor, name)).toHaveCount(1);

  // Edit.
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const editModal = page.getByRole('dialog', { name: 'Edit Skill' });
  await expect(editModal.getByLabel('Skill Name')).toHaveValue(name);
  await expect(editModal.getByLabel('Requirements (comma separated)')).toHaveValue('Patience, First aid');
  await editModal.getByLabel('Description').fill('Help deaf children follow lessons.');
  await editModal.getByLabel('Requirements (comma separated)').fill('');
  await editModal.getByRole('button', { name: 'Update Skill' }).click();
  await expect(banner(page, '✅ Skill updated successfully!')).toBeVisible();
  await expect(row).toContainText('Help deaf children follow lessons.');
  await expect(row).toContainText('No requirements specified');

  // Delete, after the confirmation of docs/product.md#validation.
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to delete this skill?');
    void dialog.accept();
  });
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(banner(page, '✅ Skill deleted successfully!')).toBeVisible();
  await expect(row).toHaveCount(0);
  await visitor.reload();
  await expect(skillOption(visitor, name)).toHaveCount(0);
  await visitor.close();
  await expectNoAxeViolations(page);
});

test('Skills & Interests: a French version shows in the volunteer select on /getinvolved?lang=fr', async ({
  page,
  browser,
}, info) => {
  const name = `Carpentry ${info.project.name} ${Date.now()}`;
  const frName = `Menuiserie ${info.project.name} ${Date.now()}`;
  await signIn(page);
  await page.goto('/dashboard/skills_interests');
  await page.getByRole('button', { name: 'Add New Skill' }).click();
  const modal = page.getByRole('dialog', { name: 'Add New Skill' });
  await modal.getByLabel('Skill Name').fill(name);
  await modal.getByRole('tab', { name: 'Français' }).click();
  await modal.getByRole('tabpanel', { name: 'Français' }).getByLabel('Skill Name').fill(frName);
  await expectNoAxeViolations(page);
  await modal.getByRole('button', { name: 'Add Skill' }).click();
  await expect(modal).toBeHidden();

  const visitor = await browser.newPage();
  await visitor.goto('/getinvolved?lang=fr');
  await expect(visitor.locator('option', { hasText: frName })).toHaveCount(1);
  await expect(visitor.locator('option', { hasText: name })).toHaveCount(0);
  await visitor.goto('/getinvolved?lang=rw');
  await expect(visitor.locator('option', { hasText: name })).toHaveCount(1);
  await visitor.close();

  // Reopened for editing, each language shows its own text.
  await page
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Skill' });
  await expect(edit.getByRole('tabpanel', { name: 'English' }).getByLabel('Skill Name')).toHaveValue(name);
  await edit.getByRole('tab', { name: 'Français' }).click();
  await expect(edit.getByRole('tabpanel', { name: 'Français' }).getByLabel('Skill Name')).toHaveValue(frName);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Delete is a plain post to the screen, asked on the page, then done', async ({ page, request }) => {
    const name = `Plain Skill ${Date.now()}`;
    const made = await request.post('/api/availability', {
      headers: await staffAuth(request),
      data: { name, description: '', requirements: [] },
    });
    expect(made.status(), await made.text()).toBe(201);
    const id = ((await made.json()) as { data: { _id: string } }).data._id;
    await signIn(page);
    await page.goto('/dashboard/skills_interests');
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    // Without a script the confirmation is asked on the page, in the browser dialog's words.
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const asked = banner(page, 'Are you sure you want to delete this skill?');
    await expect(asked).toContainText(name);
    await expect(row).toHaveCount(1);
    await asked.getByRole('button', { name: 'Delete' }).click();
    await expect(banner(page, '✅ Skill deleted successfully!')).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(asked).toHaveCount(0);
    // A skill no longer there, or an intent the screen does not have, is refused with its status.
    const again = await page.request.post(page.url(), { form: { intent: 'delete', id, confirmed: 'yes' } });
    expect(again.status()).toBe(404);
    expect(await again.text()).toContain('❌ Failed to delete skill.');
    expect((await page.request.post(page.url(), { form: { intent: 'remove', id } })).status()).toBe(400);
  });
});
