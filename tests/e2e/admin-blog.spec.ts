import { expect, test, type Page } from './fixtures';
import sharp from 'sharp';
import { expectNoAxeViolations, signIn } from './helpers';
import { staffAuth } from './no-js-helpers';

test.setTimeout(120_000);

const png = (color: string) =>
  sharp({ create: { width: 120, height: 63, channels: 3, background: color } })
    .png()
    .toBuffer();

const card = (page: Page, title: string) => page.getByRole('listitem').filter({ hasText: title });

test('Blog Management: rich-text post added, viewed, edited into a video and deleted, seen on /blog', async ({
  page,
  browser,
}, info) => {
  const title = `Library Day ${info.project.name} ${Date.now()}`;
  const renamed = `${title} (video)`;
  const editorChunks: string[] = [];
  page.on('response', (r) => {
    if (/rich-text-editor-[\w-]+\.js$/.test(r.url())) editorChunks.push(r.url());
  });

  await signIn(page);
  await page.goto('/dashboard/viewblog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog Management' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(editorChunks).toEqual([]); // the editor loads only when the form opens

  await page.getByRole('button', { name: 'Add New Blog' }).click();
  const modal = page.getByRole('dialog', { name: 'Add New Blog' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText('No image selected')).toBeVisible();
  await expect(modal.getByText('1200 x 630 px recommended')).toBeVisible();
  const publish = modal.getByRole('button', { name: 'Publish Post' });
  await expect(publish).toBeDisabled();

  // The rich-text editor, with an accessible toolbar.
  const editor = modal.getByRole('textbox', { name: 'Content' });
  await expect(editor).toBeVisible();
  expect(editorChunks.length).toBe(1);
  const bold = modal.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Bold' });
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  // One tab stop for the toolbar; arrow keys move along it.
  await bold.focus();
  await page.keyboard.press('ArrowRight');
  await expect(modal.getByRole('button', { name: 'Italic' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(modal.getByRole('button', { name: 'Redo' })).toBeFocused();
  await expect(modal.getByRole('button', { name: 'Redo' })).toHaveAttribute('tabindex', '0');
  await expect(bold).toHaveAttribute('tabindex', '-1');
  await editor.click();
  await editor.pressSequentially('Children borrowed ');
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await editor.pressSequentially('400 books');
  await bold.click();
  await editor.pressSequentially(' on the first day.');
  await modal.getByRole('button', { name: 'Bulleted list' }).click();
  await expect(modal.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute('aria-pressed', 'true');
  await expect(editor.locator('ul li strong')).toHaveText('400 books');
  await modal.getByRole('button', { name: 'Bulleted list' }).click();

  await modal.getByLabel('Title').fill(title);
  await modal.getByLabel('Excerpt').fill('Our new library opened its doors.');
  await expect(publish).toBeDisabled(); // category still empty
  await modal.getByLabel('Category').fill('Education');
  await expect(publish).toBeEnabled();
  await modal.getByLabel('Tags').fill('library, , reading ');

  // The video id field appears only for video posts, and must be a real id.
  await expect(modal.getByLabel('Video ID')).toHaveCount(0);
  await modal.getByLabel('Type').selectOption('video');
  await publish.click();
  await expect(modal.getByText('Video ID is required for a video post')).toBeVisible();
  await modal.getByLabel('Video ID').fill('abc');
  await publish.click();
  await expect(modal.getByText("Enter the 11-character YouTube video ID or the video's link")).toBeVisible();
  await modal.getByLabel('Type').selectOption('article');
  await expect(modal.getByLabel('Video ID')).toHaveCount(0);

  // Image checks and preview.
  const image = modal.getByLabel('Featured Image');
  await image.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(modal.getByText('Please select a valid image file', { exact: true })).toBeVisible();
  await image.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
  await publish.click();
  await expect(modal.getByRole('alert')).toContainText('could not be saved');
  await expect(modal.getByText('Please select a valid image file', { exact: true })).toBeVisible();
  await image.setInputFiles({ name: 'library.png', mimeType: 'image/png', buffer: await png('#d97706') });
  await expect(modal.getByRole('img', { name: 'Image preview' })).toBeVisible();
  await expectNoAxeViolations(page);
  await publish.click();
  await expect(modal).toBeHidden();

  const post = card(page, title);
  await expect(post).toContainText('Article');
  await expect(post).toContainText('Our new library opened its doors.');
  await expect(post).toContainText('#library');
  await expect(post).toContainText('#reading');
  await expect(post).toContainText('Category: Education');
  await expect(post.locator('img')).toHaveAttribute('src', /\/api\/images\//);

  // The view modal renders the HTML.
  await page.getByRole('button', { name: `View ${title}` }).click();
  const view = page.getByRole('dialog', { name: 'Blog Details' });
  await expect(view.locator('strong', { hasText: '400 books' })).toBeVisible();
  await expect(view.getByText(/^Video /)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await view.getByRole('button', { name: 'Close' }).click();
  await expect(view).toBeHidden();

  // The public blog and the post's own page.
  const res = await page.request.get('/api/blog');
  const { data } = (await res.json()) as { data: { _id: string; title: string }[] };
  const id = data.find((p) => p.title === title)!._id;
  const visitor = await browser.newPage();
  const publicScripts: string[] = [];
  visitor.on('response', (r) => {
    if (r.url().endsWith('.js')) publicScripts.push(new URL(r.url()).pathname);
  });
  await visitor.goto('/blog');
  await expect(visitor.getByText(title).first()).toBeVisible();
  await visitor.goto(`/blog/${id}`);
  await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
  await expect(visitor.locator('strong', { hasText: '400 books' })).toBeVisible();
  // The public pages never load the editor, and a browser without a session cannot fetch it.
  expect(publicScripts.filter((p) => /rich-text|prose/.test(p))).toEqual([]);
  expect((await visitor.request.get(editorChunks[0]!)).status()).toBe(404);

  // Edit into a video post.
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Blog Post' });
  await expect(edit.getByLabel('Title')).toHaveValue(title);
  await expect(edit.getByLabel('Tags')).toHaveValue('library, reading');
  await expect(edit.getByRole('textbox', { name: 'Content' }).locator('strong')).toHaveText('400 books');
  await expect(edit.getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', /\/api\/images\//);
  await edit.getByLabel('Title').fill(renamed);
  await edit.getByLabel('Type').selectOption('video');
  // A pasted share link is taken for its id.
  await edit.getByLabel('Video ID').fill('https://youtu.be/dQw4w9WgXcQ?si=share');
  await edit.getByRole('button', { name: 'Update Post' }).click();
  await expect(edit).toBeHidden();
  await expect(card(page, renamed)).toContainText('Video');
  await page.getByRole('button', { name: `View ${renamed}` }).click();
  await expect(page.getByRole('dialog', { name: 'Blog Details' }).getByText('Video dQw4w9WgXcQ')).toBeVisible();
  await page.getByRole('dialog', { name: 'Blog Details' }).getByRole('button', { name: 'Close' }).click();

  // Delete through the 'Confirm Deletion' modal.
  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Deletion' });
  await expect(confirm).toContainText('Are you sure you want to delete this blog? This action cannot be undone.');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(card(page, renamed)).toHaveCount(0);
  await visitor.goto('/blog');
  await expect(visitor.getByText(renamed)).toHaveCount(0);
  await visitor.goto(`/blog/${id}`);
  await expect(visitor.getByText('Post Not Found')).toBeVisible();
  await visitor.close();
});

test('Blog Management: a French version (same editor) shows on /blog/<id>?lang=fr, English where none was given', async ({
  page,
  browser,
}, info) => {
  const title = `Garden Day ${info.project.name} ${Date.now()}`;
  const frTitle = `Journée du jardin ${info.project.name} ${Date.now()}`;
  await signIn(page);
  await page.goto('/dashboard/viewblog');
  await page.getByRole('button', { name: 'Add New Blog' }).click();
  const modal = page.getByRole('dialog', { name: 'Add New Blog' });
  await modal.getByRole('textbox', { name: 'Content' }).click();
  await modal.getByRole('textbox', { name: 'Content' }).pressSequentially('We planted beans.');
  await modal.getByLabel('Title').fill(title);
  await modal.getByLabel('Excerpt').fill('Beans in the school garden.');
  await modal.getByLabel('Category').fill('Environment');
  await modal.getByRole('tab', { name: 'Français' }).click();
  const fr = modal.getByRole('tabpanel', { name: 'Français' });
  await fr.getByLabel('Title').fill(frTitle);
  const frEditor = fr.getByRole('textbox', { name: 'Content' });
  await frEditor.click();
  await frEditor.pressSequentially('Nous avons planté des haricots.');
  await expect(fr.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
  await expectNoAxeViolations(page);
  await modal.getByRole('button', { name: 'Publish Post' }).click();
  await expect(modal).toBeHidden();

  const res = await page.request.get('/api/blog?lang=en');
  const { data } = (await res.json()) as { data: { _id: string; title: string }[] };
  const id = data.find((p) => p.title === title)!._id;
  const visitor = await browser.newPage();
  await visitor.goto(`/blog/${id}?lang=fr`);
  await expect(visitor.getByRole('heading', { name: frTitle })).toBeVisible();
  await expect(visitor.getByText('Nous avons planté des haricots.')).toBeVisible();
  await visitor.goto(`/blog/${id}?lang=rw`);
  await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
  await visitor.close();

  // Editing keeps English in English and French in French.
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Blog Post' });
  await expect(edit.getByLabel('Title')).toHaveValue(title);
  await edit.getByRole('tab', { name: 'Français' }).click();
  await expect(edit.getByRole('tabpanel', { name: 'Français' }).getByLabel('Title')).toHaveValue(frTitle);
  await expect(edit.getByRole('textbox', { name: 'Content' })).toContainText('Nous avons planté des haricots.');
  await edit
    .getByRole('button', { name: 'Close' })
    .or(edit.getByRole('button', { name: 'Cancel' }))
    .first()
    .click();

  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('dialog', { name: 'Confirm Deletion' }).getByRole('button', { name: 'Delete' }).click();
  await expect(card(page, title)).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Delete is a plain post to the screen, asked on the page in the dialog’s words, then done', async ({
    page,
    request,
  }) => {
    const title = `Plain Post ${Date.now()}`;
    const made = await request.post('/api/add/blog', {
      headers: await staffAuth(request),
      multipart: {
        title,
        excerpt: 'Posted for a plain post.',
        content: '<p>Hello</p>',
        category: 'News',
        type: 'article',
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const id = ((await made.json()) as { data: { _id: string } }).data._id;
    await signIn(page);
    await page.goto('/dashboard/viewblog');
    await expect(card(page, title)).toHaveCount(1);
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    const asked = page
      .getByRole('status')
      .filter({ hasText: 'Are you sure you want to delete this blog? This action cannot be undone.' });
    await expect(asked).toContainText(title);
    // Nothing is deleted until it is confirmed.
    await expect(card(page, title)).toHaveCount(1);
    await asked.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Blog post deleted.' })).toBeVisible();
    await expect(card(page, title)).toHaveCount(0);
    await expect(asked).toHaveCount(0);
    // A post no longer there, or an intent the screen does not have, is refused with its status and the API's words.
    const again = await page.request.post(page.url(), { form: { intent: 'delete', id, confirmed: 'yes' } });
    expect(again.status()).toBe(404);
    expect(await again.text()).toContain('The blog post could not be deleted: ');
    expect((await page.request.post(page.url(), { form: { intent: 'remove', id } })).status()).toBe(400);
  });
});
