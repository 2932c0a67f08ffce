import { expect, test, type Page } from './fixtures';
import { fillDonor } from './donate-helpers';

/**
 * A form posted without JavaScript comes back as the whole page again: its action
 * carries a fragment, so the answer page opens at the form's outcome (thanks, refusal,
 * or where the refused fields start) instead of at its top, with the success or the
 * first error on the screen, on a desktop and on a phone.
 */
test.use({ javaScriptEnabled: false });

const unique = (what: string, info: { project: { name: string } }) =>
  `${what}-${info.project.name}-${Date.now()}@example.org`;

test('contact: the answer page opens at the refused fields, then at the thanks', async ({ page }, info) => {
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  await page.goto('/contact');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/contact#contact-outcome$/);
  await expect(form.getByText('Name is required')).toBeInViewport();

  await form.getByLabel('Full Name').fill('Jane Visitor');
  await form.getByLabel('Email').fill(unique('contact', info));
  await form.getByLabel('Subject').fill('Posted without JavaScript');
  await form.getByLabel('Message').fill('Where does the answer page open?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Message sent successfully!')).toBeInViewport();
  await expect(page.locator('#contact-outcome')).toBeInViewport();
});

test('volunteer (Get Involved): the answer page opens at the refused fields, then at the thanks', async ({
  page,
}, info) => {
  const form = page.locator('#volunteer form');
  await page.goto('/getinvolved');
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page).toHaveURL(/\/getinvolved#volunteer-outcome$/);
  await expect(form.getByText('First name is required')).toBeInViewport();

  await form.getByLabel('First Name').fill('Ada');
  await form.getByLabel('Last Name').fill('Volunteer');
  await form.getByLabel('Email').fill(unique('volunteer', info));
  await form.getByLabel('Country').fill('Rwanda');
  await form.getByLabel('Availability Date').fill('2027-01-15');
  await form.getByLabel('Skills/Interests').selectOption({ label: 'Healthcare Support' });
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(form.getByText('Application submitted successfully!')).toBeInViewport();
});

test("the footer's newsletter form: /subscribe opens at its answer", async ({ page }, info) => {
  const box = () => page.getByRole('region', { name: 'Stay Connected' });
  await page.goto('/contact');
  await box().getByLabel('Email address').fill(unique('news', info));
  await box().getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/subscribe#subscribe-outcome$/);
  await expect(page.locator('#subscribe-outcome')).toHaveText(/^Thank you for subscribing!/);
  await expect(page.locator('#subscribe-outcome')).toBeInViewport();
});

async function fillCard(page: Page) {
  const main = page.getByRole('main');
  await main.getByLabel('Card number').fill('4242424242424242');
  await main.getByLabel('Expiry date (MM/YY)').fill('12/30');
  await main.getByLabel('CVC').fill('123');
  await main.getByLabel('Cardholder name').fill('Grace Uwimana');
}

test('donate: the answer page opens at a summary of the refused fields, each a link to its field', async ({ page }) => {
  await page.goto('/donate');
  await page.getByRole('radio', { name: 'RWF 10,000' }).check();
  await fillCard(page);
  await page.getByRole('button', { name: /^Donate/ }).click();
  await expect(page).toHaveURL(/\/donate#donation-outcome$/);
  const summary = page.locator('#donation-outcome');
  await expect(summary).toBeInViewport();
  await expect(summary.getByRole('link', { name: 'First name is required' })).toBeVisible();
  await summary.getByRole('link', { name: 'First name is required' }).click();
  await expect(page.getByRole('main').getByLabel('First name')).toBeInViewport();

  await fillDonor(page);
  await fillCard(page);
  await page.getByRole('button', { name: /^Donate/ }).click();
  await expect(page.getByText('Thank you for your donation of RWF 10,000 to General Donation!')).toBeInViewport();
  await expect(page.locator('#donation-outcome')).toBeInViewport();
});
