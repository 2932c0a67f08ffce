import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations, signIn } from './helpers';

const form = (page: Page) => page.getByRole('form', { name: 'Send Us a Message' });
/** The form's post to its page's action (React Router's data request, when JavaScript runs). */
const ACTION = '**/contact.data';

/** Records in the page when a banner of the form appears and disappears (test runner delays do not count). */
async function watchBanner(page: Page, role: 'status' | 'alert') {
  await page.evaluate((role) => {
    const times: { shown?: number; hidden?: number } = {};
    (window as unknown as { bannerTimes: typeof times }).bannerTimes = times;
    new MutationObserver(() => {
      const el = document.querySelector(`form[aria-labelledby="contact-form-title"] [role=${role}]`);
      if (el && times.shown === undefined) times.shown = performance.now();
      if (!el && times.shown !== undefined && times.hidden === undefined) times.hidden = performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  }, role);
}

async function bannerLifetime(page: Page) {
  const times = await page.evaluate(
    () => (window as unknown as { bannerTimes: { shown: number; hidden: number } }).bannerTimes,
  );
  return times.hidden - times.shown;
}

async function fill(page: Page, subject: string) {
  const f = form(page);
  await f.getByLabel('Full Name').fill('  Jane Visitor  ');
  await f.getByLabel('Email').fill('jane@example.org');
  await f.getByLabel('Phone Number (optional)').fill('+250 788 111 222');
  await f.getByLabel('Subject').fill(subject);
  await f.getByLabel('Message').fill('We would like to visit the World Shapers Club.');
}

test('Contact: the form, Get In Touch cards and Business Hours', async ({ page }) => {
  const res = await page.goto('/contact');
  expect(res?.status()).toBe(200);
  await expect(page).toHaveTitle('Contact Us | Hope for Musanze Children');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/contact$/);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /Musanze/);

  const touch = page.getByRole('region', { name: 'Get In Touch' });
  await expect(touch.getByRole('link', { name: 'hello@example.org' })).toHaveAttribute(
    'href',
    'mailto:hello@example.org',
  );
  await expect(touch.getByRole('link', { name: '+250 788 000 000', exact: true })).toHaveAttribute(
    'href',
    'tel:+250788000000',
  );
  await expect(touch.getByText('Musanze, Northern Province, Rwanda')).toBeVisible();
  await expect(touch.getByRole('heading', { name: 'Business Hours' })).toBeVisible();
  await expect(touch.getByText('Mon-Fri 9AM-6PM')).toBeVisible();
  await expect(touch.getByText('Emergency support 24/7')).toBeVisible();
  await expect(form(page).getByLabel('Phone Number (optional)')).not.toHaveAttribute('required');
  await expectNoAxeViolations(page, { phone: true });
});

test('validation: required fields (trimmed), a valid e-mail, errors cleared on edit', async ({ page }) => {
  await page.goto('/contact');
  const f = form(page);
  await f.getByLabel('Subject').fill('   ');
  await f.getByRole('button', { name: 'Send Message' }).click();
  await expect(f.getByLabel('Full Name')).toHaveAccessibleDescription('Name is required');
  await expect(f.getByLabel('Full Name')).toBeFocused();
  await expect(f.getByLabel('Email')).toHaveAccessibleDescription('Email is required');
  await expect(f.getByLabel('Subject')).toHaveAccessibleDescription('Subject is required');
  await expect(f.getByLabel('Message')).toHaveAccessibleDescription('Message is required');
  await expectNoAxeViolations(page, { phone: true });

  await f.getByLabel('Email').fill('not-an-email');
  await expect(f.getByText('Email is required')).toHaveCount(0);
  await expect(f.getByText('Name is required')).toBeVisible();
  await f.getByRole('button', { name: 'Send Message' }).click();
  await expect(f.getByLabel('Email')).toHaveAccessibleDescription('Email is invalid');
  await f.getByLabel('Message').fill('Hello');
  await expect(f.getByText('Message is required')).toHaveCount(0);
  await expect(f.getByText('Subject is required')).toBeVisible();
});

test('a message is sent: Sending..., the success banner for 5 seconds, the form emptied', async ({ page }, info) => {
  const subject = `Visit request ${info.project.name} ${Date.now()}`;
  await page.goto('/contact');
  await fill(page, subject);
  await page.route(ACTION, async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  await watchBanner(page, 'status');
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(form(page).getByRole('button', { name: 'Sending...' })).toBeDisabled();
  const banner = form(page).getByRole('status');
  await expect(banner).toContainText('Message sent successfully!');
  await expect(banner).toContainText("We'll get back to you soon.");
  await expect(form(page).getByLabel('Full Name')).toHaveValue('');
  await expect(form(page).getByLabel('Message')).toHaveValue('');
  await expect(banner).toBeHidden({ timeout: 8_000 });
  expect(await bannerLifetime(page)).toBeGreaterThanOrEqual(4_950);
  expect(await bannerLifetime(page)).toBeLessThan(6_000);

  await signIn(page);
  const messages = (await (await page.request.get('/api/message')).json()) as { name: string; subject: string }[];
  expect(messages.find((m) => m.subject === subject)?.name).toBe('Jane Visitor');
});

test('a failure shows the error banner for 5 seconds and keeps what was typed', async ({ page }) => {
  await page.goto('/contact');
  await fill(page, 'Will fail');
  await page.route(ACTION, (route) => route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }));
  await watchBanner(page, 'alert');
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  const banner = form(page).getByRole('alert');
  await expect(banner).toContainText('Error sending message');
  await expect(banner).toContainText('Please try again or contact us directly.');
  await expect(form(page).getByLabel('Subject')).toHaveValue('Will fail');
  await expect(banner).toBeHidden({ timeout: 8_000 });
  expect(await bannerLifetime(page)).toBeGreaterThanOrEqual(4_950);
  expect(await bannerLifetime(page)).toBeLessThan(6_000);

  await page.unroute(ACTION);
  await page.route(ACTION, (route) => route.abort());
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(form(page).getByRole('alert')).toContainText('Error sending message');
  await expect(form(page).getByRole('button', { name: 'Send Message' })).toBeEnabled();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form shows its fields and sends the message by posting to the page', async ({ page }) => {
    await page.goto('/contact');
    for (const label of ['Full Name', 'Email', 'Phone Number (optional)', 'Subject', 'Message']) {
      await expect(form(page).getByLabel(label)).toBeVisible();
    }
    await expect(page.getByText('Mon-Fri 9AM-6PM')).toBeVisible();
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(form(page).getByText('Name is required')).toBeVisible();
    await fill(page, 'Sent without JavaScript');
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(form(page).getByText('Message sent successfully!')).toBeVisible();
  });
});

test('the page refuses a form posted from another site (React Router checks the Origin)', async ({ request }) => {
  const form = { fullname: 'X', email: 'x@example.org', subject: 'Cross-site', message: 'Spam' };
  const res = await request.post('/contact', { form, headers: { origin: 'https://elsewhere.example' } });
  expect(res.status()).toBe(400);
  const volunteer = await request.post('/getinvolved', { form, headers: { origin: 'https://elsewhere.example' } });
  expect(volunteer.status()).toBe(400);
});

test('a page form post larger than the API would take is refused with 413, before any action runs', async ({
  request,
}) => {
  const res = await request.post('/contact', {
    form: { fullname: 'x', email: `a@${'.'.repeat(150_000)}@`, subject: 'x', message: 'x' },
  });
  expect(res.status()).toBe(413);
});
