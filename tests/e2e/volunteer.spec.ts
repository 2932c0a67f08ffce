import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations, signIn } from './helpers';

const form = (page: Page) => page.locator('#volunteer form');
/** The form's post to its page's action (React Router's data request, when JavaScript runs). */
const ACTION = '**/getinvolved.data';

async function fillApplication(page: Page, email: string) {
  const f = form(page);
  await f.getByLabel('First Name').fill('Ada');
  await f.getByLabel('Last Name').fill('Volunteer');
  await f.getByLabel('Email').fill(email);
  await f.getByLabel('Phone (optional)').fill('+250 788 123 456');
  await f.getByLabel('Country').fill('Rwanda');
  await f.getByLabel('Availability Date').fill('2027-01-15');
}

test('the skills select is filled from the API, with the opportunity and its first 3 requirements', async ({
  page,
}) => {
  await page.goto('/getinvolved#volunteer');
  const select = form(page).getByLabel('Skills/Interests');
  await expect(select).not.toHaveAttribute('required');
  await expect(select).toHaveValue('');
  await expect(select.locator('option').first()).toHaveText('Select Skill/Interest');
  const options = await select.locator('option').allTextContents();
  expect(options).toEqual(expect.arrayContaining(['Teaching and Tutoring', 'Healthcare Support']));

  await select.selectOption({ label: 'Teaching and Tutoring' });
  const details = page.locator('#volunteer-skill-details');
  await expect(details).toContainText('Help children with reading, English and mathematics after school.');
  await expect(details.getByRole('listitem')).toHaveText([
    'Patience with young learners',
    'Basic English or Kinyarwanda',
    'Available at least two weeks',
  ]);
  await expect(details).toContainText('+1 more');
  await expect(select).toHaveAttribute('aria-describedby', 'volunteer-skill-details');

  await select.selectOption({ label: 'Healthcare Support' });
  await expect(details.getByRole('listitem')).toHaveCount(2);
  await expect(details).not.toContainText('more');
  await select.selectOption('');
  await expect(details).toHaveCount(0);
});

test('validation with the shared schema: messages tied to their fields, cleared on edit', async ({ page }) => {
  await page.goto('/getinvolved');
  const f = form(page);
  await f.getByRole('button', { name: 'Submit Application' }).click();
  const firstName = f.getByLabel('First Name');
  await expect(firstName).toHaveAccessibleDescription('First name is required');
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(firstName).toBeFocused();
  await expect(f.getByLabel('Last Name')).toHaveAccessibleDescription('Last name is required');
  await expect(f.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address');
  await expect(f.getByLabel('Country')).toHaveAccessibleDescription('Country is required');
  await expect(f.getByLabel('Availability Date')).toHaveAccessibleDescription('Availability date is required');
  await expect(f.getByText('Phone (optional)')).toBeVisible();
  await expectNoAxeViolations(page, { phone: true });

  await firstName.fill('Ada');
  await expect(f.getByText('First name is required')).toHaveCount(0);
  await expect(f.getByText('Last name is required')).toBeVisible();
});

test('an application with a real skill is submitted and reaches the admin', async ({ page }, info) => {
  const email = `volunteer-${info.project.name}-${Date.now()}@example.org`;
  await page.goto('/getinvolved');
  await fillApplication(page, email);
  await form(page).getByLabel('Skills/Interests').selectOption({ label: 'Construction and Repairs' });
  // Hold the request a moment to see the submitting state.
  await page.route(ACTION, async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  await form(page).getByRole('button', { name: 'Submit Application' }).click();
  await expect(form(page).getByRole('button', { name: 'Submitting application ...' })).toBeDisabled();
  await expect(form(page).getByRole('status')).toHaveText('Application submitted successfully!');
  await expect(form(page).getByLabel('First Name')).toHaveValue('');
  await expect(form(page).getByLabel('Skills/Interests')).toHaveValue('');

  await signIn(page);
  const res = await page.request.get('/api/application');
  const { data } = (await res.json()) as { data: { email: string; skillsInterests: { name: string } | null }[] };
  const mine = data.find((a) => a.email === email);
  expect(mine?.skillsInterests?.name).toBe('Construction and Repairs');
});

test('a refusal shows the server message, or the fallback when there is none', async ({ page }) => {
  await page.goto('/getinvolved');
  await fillApplication(page, 'refused@example.org');
  // A date the form's schema takes and the API refuses, put into the post to the page's action.
  await page.route(ACTION, (route) =>
    route.continue({
      postData: route
        .request()
        .postData()
        ?.replace(/availabilityDate=[^&]*/, 'availabilityDate=0000-01-01'),
    }),
  );
  await form(page).getByRole('button', { name: 'Submit Application' }).click();
  await expect(form(page).getByRole('alert')).toHaveText('Please choose a real availability date');
  await expect(form(page).getByLabel('First Name')).toHaveValue('Ada');

  await page.unroute(ACTION);
  await page.route(ACTION, (route) => route.fulfill({ status: 500, body: '' }));
  await form(page).getByRole('button', { name: 'Submit Application' }).click();
  await expect(form(page).getByRole('alert')).toHaveText(
    'There was an error submitting your application. Please try again.',
  );
  await page.unroute(ACTION);
  await page.route(ACTION, (route) => route.abort());
  await form(page).getByRole('button', { name: 'Submit Application' }).click();
  await expect(form(page).getByRole('alert')).toHaveText(
    'There was an error submitting your application. Please try again.',
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form shows its fields and still works by posting to the page', async ({ page }, info) => {
    await page.goto('/getinvolved');
    await form(page).getByRole('button', { name: 'Submit Application' }).click();
    await expect(form(page).getByText('First name is required')).toBeVisible();
    await expect(form(page).getByText('Country is required')).toBeVisible();

    await fillApplication(page, `nojs-${info.project.name}-${Date.now()}@example.org`);
    await form(page).getByLabel('Skills/Interests').selectOption({ label: 'Healthcare Support' });
    await form(page).getByRole('button', { name: 'Submit Application' }).click();
    await expect(form(page).getByText('Application submitted successfully!')).toBeVisible();
  });
});
