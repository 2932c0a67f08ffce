import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { expectNoAxeViolations, signIn } from './helpers';

/** Messages sent through the public contact API, then handled in the dashboard. */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function sendMessage(request: APIRequestContext, name: string, subject: string, message: string) {
  const res = await request.post('/api/contact', {
    data: {
      fullname: name,
      email: `${name.split(' ')[0]!.toLowerCase()}@example.org`,
      phoneNumber: '',
      subject,
      message,
    },
  });
  expect(res.status()).toBe(201);
}

const list = (page: Page) => page.getByRole('list', { name: 'Messages' });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search messages' });

test('a visitor’s message is found, opened (marked Read), marked Responded and deleted', async ({
  page,
  request,
  isMobile,
}) => {
  const tag = unique();
  const name = `Mugisha ${tag}`;
  await sendMessage(request, name, `Visit ${tag}`, `First line ${tag}\nSecond line`);

  await signIn(page);
  await page.goto('/dashboard/viewmessage');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  if (!isMobile) await expect(page.getByText('Select a message to view')).toBeVisible();
  await expect(search(page)).toHaveAttribute('placeholder', 'Search messages...');

  await search(page).fill(tag);
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  const row = list(page).getByRole('link');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(name);
  await expect(row).toContainText(`Visit ${tag}`);
  await expect(row).toContainText('Status: Unread');
  await expect(row.getByTestId('unread-dot')).toBeVisible();

  await row.click();
  await expect(page).toHaveURL(/[?&]id=/);
  const detail = page.getByRole('region', { name: 'Message Details' });
  await expect(detail.getByRole('heading', { name })).toBeVisible();
  await expect(detail.getByTestId('message-body').locator('p')).toHaveText([`First line ${tag}`, 'Second line']);
  // Opening it marked it Read, and the list reloaded.
  await expect(detail.getByTestId('status-badge')).toHaveText('Read');
  if (!isMobile) {
    await expect(row.getByTestId('unread-dot')).toHaveCount(0);
    await expect(row).toContainText('Status: Read');
  }
  await expectNoAxeViolations(page, { phone: true });

  // A reload keeps the search and the selection.
  await page.reload();
  if (!isMobile) await expect(search(page)).toHaveValue(tag);
  await expect(detail.getByRole('heading', { name })).toBeVisible();

  await detail.getByRole('button', { name: 'Mark as Responded' }).click();
  await expect(detail.getByTestId('status-badge')).toHaveText('Responded');
  await expect(detail.getByRole('button', { name: 'Mark as Responded' })).toBeDisabled();
  // Reply: the staff member's own mail client, the subject filled in as "Re: ...".
  const reply = detail.getByRole('link', { name: `Reply to ${name} by email` });
  await expect(reply).toHaveText('Reply');
  await expect(reply).toHaveAttribute('href', /^mailto:[^?]+@[^?]+\?subject=Re%3A%20\S+$/);

  let confirmText = '';
  page.once('dialog', (d) => {
    confirmText = d.message();
    void d.accept();
  });
  await detail.getByRole('button', { name: 'Delete Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Message deleted successfully!' })).toBeVisible();
  expect(confirmText).toBe('Are you sure you want to permanently delete this message?');
  await expect(page).not.toHaveURL(/[?&]id=/);
  await expect(page.getByText('No messages found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filters')).toBeVisible();

  const all = (await (await page.request.get('/api/message')).json()) as { subject: string }[];
  expect(all.some((m) => m.subject === `Visit ${tag}`)).toBe(false);
});

test('search matches name, e-mail or message text; cancelling a delete keeps the message', async ({
  page,
  request,
  isMobile,
}) => {
  const tag = unique();
  await sendMessage(request, `Uwimana ${tag}`, 'Hello', `About goats ${tag}-text`);
  await sendMessage(request, `Kamali ${tag}x`, 'Hello', 'Nothing special');
  await signIn(page);
  await page.goto('/dashboard/viewmessage');

  await search(page).fill(`${tag}-text`);
  await expect(list(page).getByRole('link')).toHaveCount(1);
  await expect(list(page).getByRole('link')).toContainText(`Uwimana ${tag}`);
  await search(page).fill(`kamali@example`);
  await expect(
    list(page)
      .getByRole('link')
      .filter({ hasText: `Kamali ${tag}x` }),
  ).toHaveCount(1);
  await search(page).fill(tag);
  await expect(list(page).getByRole('link')).toHaveCount(2);

  await list(page)
    .getByRole('link')
    .filter({ hasText: `Uwimana ${tag}` })
    .click();
  page.once('dialog', (d) => void d.dismiss());
  await page.getByRole('button', { name: 'Delete Message' }).click();
  await expect(
    page.getByRole('region', { name: 'Message Details' }).getByRole('heading', { name: `Uwimana ${tag}` }),
  ).toBeVisible();
  if (isMobile) await page.getByRole('link', { name: 'Back to messages' }).click();
  await expect(list(page).getByRole('link')).toHaveCount(2);
});

test('a failed delete shows the server’s message', async ({ page, request }) => {
  const tag = unique();
  await sendMessage(request, `Ineza ${tag}`, 'Hello', 'Please call');
  await signIn(page);
  await page.goto(`/dashboard/viewmessage?q=${tag}`);
  await list(page).getByRole('link').click();
  await expect(page).toHaveURL(/[?&]id=/);
  // The screen's action calls the API: the message is gone before the click, and the API refuses.
  const id = new URL(page.url()).searchParams.get('id')!;
  expect((await page.request.delete(`/api/message/deleted/${id}`)).status()).toBe(200);
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Delete Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Message not found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete Message' })).toBeEnabled();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Mark as Responded and Delete Message are plain posts answered on the page (a delete asked first)', async ({
    page,
    request,
  }) => {
    const tag = unique();
    await sendMessage(request, `Teta ${tag}`, `Plain ${tag}`, 'No script here');
    await signIn(page);
    await page.goto(`/dashboard/viewmessage?q=${tag}`);
    await list(page).getByRole('link').click();
    const detail = page.getByRole('region', { name: 'Message Details' });
    await expect(detail.getByTestId('status-badge')).toHaveText('Unread');
    await detail.getByRole('button', { name: 'Mark as Responded' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Marked as responded.' })).toBeVisible();
    await expect(detail.getByTestId('status-badge')).toHaveText('Responded');
    // Without a script the confirmation is asked on the page, in the browser dialog's words.
    await detail.getByRole('button', { name: 'Delete Message' }).click();
    const asked = page
      .getByRole('status')
      .filter({ hasText: 'Are you sure you want to permanently delete this message?' });
    await expect(asked).toContainText(`Plain ${tag}`);
    // Nothing is deleted until it is confirmed: the message is still open.
    await expect(detail.getByRole('heading', { name: `Teta ${tag}` })).toBeVisible();
    await asked.getByRole('button', { name: 'Delete Message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Message deleted successfully!' })).toBeVisible();
    await expect(asked).toHaveCount(0);
    await expect(page.getByText('No messages found')).toBeVisible();
    // A message no longer there, or an intent the screen does not have, is refused with its status.
    const id = new URL(page.url()).searchParams.get('id')!;
    const again = await page.request.post(page.url(), { form: { intent: 'remove', id, confirmed: 'yes' } });
    expect(again.status()).toBe(404);
    expect(await again.text()).toContain('Message not found');
    expect((await page.request.post(page.url(), { form: { intent: 'unread', id } })).status()).toBe(400);
  });
});

test('under 768 px one pane shows at a time, with a back button to the list', async ({ page, request, isMobile }) => {
  const tag = unique();
  await sendMessage(request, `Keza ${tag}`, `Pane ${tag}`, 'Narrow screens');
  await signIn(page);
  await page.goto(`/dashboard/viewmessage?q=${tag}`);
  const details = page.getByRole('region', { name: 'Message Details' });
  const back = page.getByRole('link', { name: 'Back to messages' });

  if (!isMobile) {
    await expect(list(page)).toBeVisible();
    await expect(details).toBeVisible();
    await list(page).getByRole('link').click();
    await expect(list(page)).toBeVisible();
    await expect(details.getByRole('heading', { name: `Keza ${tag}` })).toBeVisible();
    await expect(back).toBeHidden();
    return;
  }
  await expect(list(page)).toBeVisible();
  await expect(details).toBeHidden();
  await list(page).getByRole('link').click();
  await expect(details.getByRole('heading', { name: `Keza ${tag}` })).toBeVisible();
  await expect(details.getByRole('heading', { name: `Keza ${tag}` })).toBeFocused();
  await expect(list(page)).toBeHidden();
  await expectNoAxeViolations(page, { phone: true });
  await back.click();
  await expect(list(page)).toBeVisible();
  await expect(details).toBeHidden();
  await expect(list(page).getByRole('link')).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
