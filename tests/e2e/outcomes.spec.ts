import { expect, test, type Locator, type Page } from './fixtures';
import { expectNoAxeViolations } from './helpers';

/**
 * On a 390 px phone a form's answer is brought to the visitor: scrolled into view
 * below the sticky header and focused (so it is read out), the success as well as the
 * error, without the visitor scrolling.
 */
test.beforeEach(async ({ page }) => {
  // Each test sends a form twice and waits for two answers: give a busy machine time.
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
});

const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;

async function expectRevealed(page: Page, outcome: Locator, text: string | RegExp) {
  await expect(outcome).toContainText(text);
  await expect(outcome).toBeFocused();
  await expect(outcome).toBeInViewport({ ratio: 1 });
  // Not hidden under the sticky header.
  const header = await page.locator('header').first().boundingBox();
  const box = await outcome.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
}

test('contact: the success and the error are shown and focused where the visitor is', async ({ page }) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  const outcome = form.locator('div[tabindex="-1"]');
  await form.getByLabel('Full Name').fill('Jane Visitor');
  await form.getByLabel('Email').fill('jane@example.org');
  await form.getByLabel('Subject').fill('Visiting');
  await form.getByLabel('Message').fill('We would like to visit the World Shapers Club.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expectRevealed(page, outcome, 'Message sent successfully!');
  await expect(outcome.getByRole('status')).toBeVisible();

  // The form is empty again: the visitor scrolls to the button, and this time the post fails.
  await page.route('**/contact.data', (route) => route.abort());
  await form.getByLabel('Full Name').fill('Jane Visitor');
  await form.getByLabel('Email').fill('jane@example.org');
  await form.getByLabel('Subject').fill('Visiting');
  await form.getByLabel('Message').fill('Second try.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expectRevealed(page, outcome, 'Error sending message');
  await expect(outcome.getByRole('alert')).toBeVisible();
});

test('volunteer: the success and the error are shown and focused where the visitor is', async ({ page }, info) => {
  await page.goto('/getinvolved');
  const form = page.locator('#volunteer form');
  const outcome = form.locator('div[tabindex="-1"]');
  const fill = async (email: string) => {
    await form.getByLabel('First Name').fill('Ada');
    await form.getByLabel('Last Name').fill('Volunteer');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Country').fill('Rwanda');
    await form.getByLabel('Availability Date').fill('2027-01-15');
  };
  await fill(`outcome-${info.project.name}-${Date.now()}@example.org`);
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expectRevealed(page, outcome, 'Application submitted successfully!');

  await page.route('**/getinvolved.data', (route) => route.fulfill({ status: 500, body: '' }));
  await fill('refused@example.org');
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expectRevealed(page, outcome, 'There was an error submitting your application. Please try again.');
  await expectNoAxeViolations(page, { phone: true });
});

test('newsletter: the footer box answer is shown and focused, in green or red', async ({ page }) => {
  await page.goto('/about');
  const box = page.getByRole('region', { name: 'Stay Connected' });
  const status = box.getByRole('status');
  await box.getByLabel('Email address').fill(unique('outcome'));
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expectRevealed(page, status, 'Thank you for subscribing!');

  await page.route('**/subscribe.data', (route) => route.abort());
  // The visitor has gone back up the page before trying again with another address.
  await page.evaluate(() => window.scrollTo(0, 0));
  await box.getByLabel('Email address').fill(unique('offline'));
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expectRevealed(page, status, 'Something went wrong.');
  await expect(status).toHaveClass(/text-red/);
});

test('login: the 26-second return to the home page starts again whenever the person types', async ({ page }) => {
  await page.clock.install();
  await page.goto('/dashboard/login');
  const email = page.locator('#login-email');
  await page.clock.runFor(20_000);
  await email.pressSequentially('sam');
  await page.clock.runFor(20_000);
  // 40 s on the page, 20 s since the last key: still here.
  await expect(page).toHaveURL(/\/dashboard\/login$/);
  await page.locator('#login-password').pressSequentially('x');
  await page.clock.runFor(25_000);
  await expect(page).toHaveURL(/\/dashboard\/login$/);
  await expect(email).toHaveValue('sam');
  // 26 s without a key: back to the home page.
  await page.clock.runFor(1_500);
  await expect(page).toHaveURL(/\/$/);
});
