import { expect, test, type Page } from './fixtures';
import sharp from 'sharp';
import { expectNoAxeViolations, signIn } from './helpers';
import { staffAuth } from './no-js-helpers';

const png = (color: string) =>
  sharp({ create: { width: 80, height: 60, channels: 3, background: color } })
    .png()
    .toBuffer();

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test.setTimeout(120_000);

test('Catalog Manager: validation, image checks, add, search, view, edit and delete, seen on /catalog', async ({
  page,
  browser,
}, info) => {
  const name = `Water Filter ${info.project.name} ${Date.now()}`;
  const renamed = `${name} (family size)`;
  await signIn(page);
  await page.goto('/dashboard/viewcatalog');
  await expect(page.getByRole('heading', { level: 1, name: 'Catalog Manager' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Filter by category' })).toHaveValue('');
  await expectNoAxeViolations(page);

  // The form and its messages (docs/product.md#validation), which clear when the field is edited.
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByRole('heading', { name: 'Add New Product' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Product' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel' }).first()).toHaveAttribute('aria-expanded', 'true');
  await page.getByLabel('Quantity').fill('-1');
  await page.getByRole('button', { name: 'Save Product' }).click();
  await expect(page.getByText('Product name is required')).toBeVisible();
  await expect(page.getByText('Price must be greater than 0')).toBeVisible();
  await expect(page.getByText('Quantity cannot be negative')).toBeVisible();
  await expect(page.getByLabel('Product Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Price (USD)')).toHaveAttribute('step', '0.01');
  await expect(page.getByLabel('Price (USD)')).toHaveAttribute('min', '0');
  await expectNoAxeViolations(page);
  await page.getByLabel('Product Name').fill(name);
  await expect(page.getByText('Product name is required')).toHaveCount(0);
  await page.getByLabel('Price (USD)').fill('12.5');
  await page.getByLabel('Quantity').fill('3');
  await expect(page.getByText('Price must be greater than 0')).toHaveCount(0);
  await expect(page.getByText('Quantity cannot be negative')).toHaveCount(0);
  await page.getByLabel('Category', { exact: true }).selectOption('health');
  await page.getByLabel('Description').fill('Clean water for a family of five.');

  // Image checks: a non-image type in the browser, too large in the browser, fake bytes on the server.
  const imageInput = page.getByLabel('Product Image');
  await imageInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Please select a valid image file')).toBeVisible();
  await imageInput.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(page.getByText('Image size must be less than 5MB')).toBeVisible();
  await imageInput.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
  await page.getByRole('button', { name: 'Save Product' }).click();
  await expect(toast(page, 'Failed to add product. Please try again.')).toBeVisible();
  await expect(page.getByText('Please select a valid image file')).toBeVisible();

  await imageInput.setInputFiles({ name: 'filter.png', mimeType: 'image/png', buffer: await png('#0f766e') });
  await expect(page.getByText('Please select a valid image file')).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Image preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Save Product' }).click();
  await expect(toast(page, 'Product added successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Add New Product' })).toHaveCount(0);

  // Search (debounced, in the URL) and category filter.
  await page.getByRole('searchbox', { name: 'Search products' }).fill(name.toUpperCase());
  await expect(page).toHaveURL(/[?&]q=/);
  const card = page.getByRole('listitem').filter({ hasText: name });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('$12.50');
  await expect(card).toContainText('Qty: 3');
  await expect(card).toContainText('Health');
  await expect(card.locator('img')).toHaveAttribute('src', /\/api\/images\//);
  await page.getByRole('combobox', { name: 'Filter by category' }).selectOption('food');
  // No match: said so, not "add your first product".
  await expect(page.getByRole('heading', { name: 'No gift matches your search.' })).toBeVisible();
  await expect(page.getByText('Get started by adding your first product to the catalog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Your First Product' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Filter by category' })).toHaveValue('food');
  await page.getByRole('combobox', { name: 'Filter by category' }).selectOption('health');
  await expect(card).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Search products' }).fill('family of five');
  await expect(page).toHaveURL(/q=family/);
  await expect(card).toHaveCount(1);

  await page.getByRole('button', { name: `View ${name}` }).click();
  await expect(toast(page, `Viewing ${name}`)).toBeVisible();

  // The public catalogue shows it.
  const visitor = await browser.newPage();
  await visitor.goto('/catalog');
  await expect(visitor.getByText(name, { exact: true })).toBeVisible();

  // Edit.
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
  await expect(page.getByLabel('Product Name')).toHaveValue(name);
  await page.getByLabel('Product Name').fill(renamed);
  await page.getByLabel('Price (USD)').fill('15');
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(toast(page, 'Product updated successfully!')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: renamed })).toContainText('$15.00');
  await visitor.reload();
  await expect(visitor.getByText(renamed, { exact: true })).toBeVisible();

  // Delete, after the confirmation of docs/product.md#validation.
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(`Are you sure you want to delete "${renamed}"?`);
    void dialog.accept();
  });
  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  await expect(toast(page, 'Product deleted successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No gift matches your search.' })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByText(renamed, { exact: true })).toHaveCount(0);
  await visitor.close();
  await expectNoAxeViolations(page);
});

test('Catalog Manager: a French version given in the form shows on /catalog?lang=fr; editing in French keeps English', async ({
  page,
  browser,
}, info) => {
  const name = `Rain Boots ${info.project.name} ${Date.now()}`;
  const frName = `Bottes de pluie ${info.project.name} ${Date.now()}`;
  await signIn(page);
  await page.goto('/dashboard/viewcatalog');
  await page.getByRole('button', { name: 'Add Product' }).click();
  await page.getByLabel('Product Name').fill(name);
  await page.getByLabel('Price (USD)').fill('9');
  await page.getByLabel('Description').fill('Dry feet on the way to school.');
  await page
    .getByLabel('Product Image')
    .setInputFiles({ name: 'boots.png', mimeType: 'image/png', buffer: await png('#1d4ed8') });

  // The language tabs: arrow keys move between them; only the selected panel shows.
  const english = page.getByRole('tab', { name: 'English' });
  await expect(english).toHaveAttribute('aria-selected', 'true');
  await english.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Ikinyarwanda' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  const french = page.getByRole('tab', { name: 'Français' });
  await expect(french).toBeFocused();
  await expect(french).toHaveAttribute('aria-selected', 'true');
  const frPanel = page.getByRole('tabpanel', { name: 'Français' });
  await frPanel.getByLabel('Product Name').fill(frName);
  await expect(page.getByLabel('Price (USD)')).toBeHidden();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save Product' }).click();
  await expect(toast(page, 'Product added successfully!')).toBeVisible();

  // French visitors get the French name, and the English description (none given in French).
  const visitor = await browser.newPage();
  await visitor.goto('/catalog?lang=fr');
  await expect(visitor.getByText(frName, { exact: true })).toBeVisible();
  await expect(visitor.getByText('Dry feet on the way to school.').first()).toBeVisible();
  await visitor.goto('/catalog?lang=en');
  await expect(visitor.getByText(name, { exact: true })).toBeVisible();

  // Editing with the admin UI in French: the English fields hold English.
  await page.goto('/dashboard/viewcatalog?lang=fr');
  await page.getByRole('button', { name: `Modifier ${name}` }).click();
  await expect(page.getByRole('tabpanel', { name: 'English' }).getByLabel('Nom du produit')).toHaveValue(name);
  await page.getByRole('tab', { name: 'Français' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Français' }).getByLabel('Nom du produit')).toHaveValue(frName);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Mettre à jour le produit' }).click();
  await expect(toast(page, 'Produit mis à jour avec succès !')).toBeVisible();
  await visitor.goto('/catalog?lang=en');
  await expect(visitor.getByText(name, { exact: true })).toBeVisible();
  await visitor.goto('/catalog?lang=fr');
  await expect(visitor.getByText(frName, { exact: true })).toBeVisible();
  await visitor.close();

  page.once('dialog', (dialog) => void dialog.accept());
  await page.goto(`/dashboard/viewcatalog?lang=en&q=${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(toast(page, 'Product deleted successfully!')).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Delete is a plain post to the screen, asked on the page, then done', async ({ page, request }) => {
    const name = `Plain Gift ${Date.now()}`;
    const made = await request.post('/api/add/catalog', {
      headers: await staffAuth(request),
      multipart: { name, price: '4', quantity: '2', category: 'other', description: 'Added for a plain post.' },
    });
    expect(made.status(), await made.text()).toBe(201);
    const id = ((await made.json()) as { data: { _id: string } }).data._id;
    await signIn(page);
    await page.goto(`/dashboard/viewcatalog?q=${encodeURIComponent(name)}`);
    // Without a script the confirmation is asked on the page, in the browser dialog's words.
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const asked = toast(page, `Are you sure you want to delete "${name}"?`);
    await expect(asked).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(1);
    // Confirmed, the post deletes, and the page keeps its search.
    await asked.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(toast(page, 'Product deleted successfully!')).toBeVisible();
    await expect(asked).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No gift matches your search.' })).toBeVisible();
    // A gift no longer there, or an intent the screen does not have, is refused with its status.
    const again = await page.request.post(page.url(), { form: { intent: 'delete', id, confirmed: 'yes' } });
    expect(again.status()).toBe(404);
    expect(await again.text()).toContain('Failed to delete product. Please try again.');
    expect((await page.request.post(page.url(), { form: { intent: 'remove', id } })).status()).toBe(400);
  });
});
