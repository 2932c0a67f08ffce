import { expect, test } from './fixtures';
import { expectNoAxeViolations, signIn } from './helpers';
import { givingLinkIn, givingMailTo, mailWithSubject, photoFile, sponsoredChild } from './child-news-helpers';

/**
 * docs/children-protection.md: a sponsor's letter reaches the child only through staff. Written on
 * the signed page, flagged for the phone number in it, edited and approved, delivered;
 * the child's reply posted as an update of kind "letter" reaches its writer. Then the
 * same journey's two ends without JavaScript.
 */
const stamp = Date.now();
/** In a letter's text: a long number is (rightly) taken for a phone number. */
const tag = stamp.toString(36);
const child = `Letter Mukamana ${stamp}`;
const sponsor = `letter-${stamp}@example.org`;
let link = '';

test.beforeAll(async ({ request }) => {
  await sponsoredChild(request, child, sponsor);
  link = givingLinkIn(await givingMailTo(sponsor));
});

test('a letter flagged for a phone number is edited, approved and delivered, and the reply reaches its writer', async ({
  page,
  browser,
}) => {
  const context = await browser.newContext();
  const writer = await context.newPage();
  await writer.goto(link);
  const card = writer.getByRole('article', { name: child, exact: true });
  await card.getByLabel(`Write to ${child}`).fill(`Dear friend, we pray for you. Call us on 0788 123 456! ${tag}`);
  await card.getByRole('button', { name: 'Send my letter' }).click();
  await expect(writer.getByRole('status').filter({ hasText: 'Your letter was sent' })).toBeVisible();
  await expect(writer.getByRole('article', { name: child, exact: true })).toContainText(
    'Waiting to be read by our staff',
  );
  await expectNoAxeViolations(writer);

  await signIn(page);
  await page.getByRole('link', { name: 'Letters' }).click();
  const letter = page.getByRole('article', { name: `To ${child}` });
  await expect(letter.getByRole('note')).toContainText('Phone number: 0788 123 456');
  await expect(letter.locator('mark')).toHaveText('0788 123 456');
  await expectNoAxeViolations(page);
  await letter.getByLabel('Text that reaches the child').fill(`Dear friend, we pray for you. ${tag}`);
  await letter.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Letter approved.' })).toBeVisible();
  await page.getByRole('link', { name: 'Approved, to deliver' }).click();
  const approved = page.getByRole('article', { name: `To ${child}` });
  // An English letter waits for its Kinyarwanda translation; staff may still hand it over.
  await expect(approved).toContainText('Waiting for its Kinyarwanda translation (no one has taken it yet).');
  await approved.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Letter marked delivered.' })).toBeVisible();
  await page.getByRole('link', { name: 'Delivered', exact: true }).click();
  await page
    .getByRole('article', { name: `To ${child}` })
    .getByRole('link', { name: "Post the child's reply" })
    .click();
  await expect(page.getByRole('heading', { name: "Post the child's reply to a letter" })).toBeVisible();
  const form = page.getByTestId('post-update');
  await expect(form.getByLabel('Kind of news')).toHaveValue('letter');
  await form.getByLabel('Text in English').fill(`Thank you for your letter! ${tag}`);
  await form.getByLabel('Photos').setInputFiles([await photoFile('letter.png', '#fef3c7')]);
  await form.getByRole('button', { name: 'Post and tell the sponsors' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Update posted' })).toBeVisible();

  await mailWithSubject(sponsor, `News of ${child}: a letter`);
  await writer.reload();
  const after = writer.getByRole('article', { name: child, exact: true });
  await expect(after.locator('[data-letter]')).toContainText(`Dear friend, we pray for you. ${tag}`);
  await expect(after.locator('[data-letter]')).not.toContainText('0788 123 456');
  await expect(after.locator('[data-letter]')).toContainText('Delivered');
  await expect(after.locator('[data-update]')).toContainText(`Letter from the child`);
  await expect(after.locator('[data-update]')).toContainText(`Thank you for your letter! ${tag}`);
  await context.close();

  // A page past the end (an old link) shows the last page of the delivered letters, not "none".
  await page.goto('/dashboard/letters?status=delivered&page=9999');
  await expect(page.getByRole('article', { name: /^To / }).first()).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a sponsor writes with a photo, and staff return the letter with a reason the sponsor reads', async ({
    page,
    browser,
  }) => {
    await page.goto(link);
    const card = page.getByRole('article', { name: child, exact: true });
    await card.getByLabel(`Write to ${child}`).fill(`Find us on Instagram @family${tag}`);
    await card.getByLabel('A photo (optional)').setInputFiles([await photoFile('us.png', '#a7f3d0')]);
    await card.getByRole('button', { name: 'Send my letter' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your letter was sent' })).toBeVisible();

    const staff = await browser.newContext({ javaScriptEnabled: false });
    const admin = await staff.newPage();
    await admin.goto('/dashboard/login');
    await admin.getByLabel('Email').fill('e2e-admin@example.org');
    await admin.getByLabel('Password').fill('e2e-password-1234');
    await admin.getByRole('button', { name: 'Login' }).click();
    await admin.goto('/dashboard/letters');
    const letter = admin.getByRole('article', { name: `To ${child}` }).filter({ hasText: `@family${tag}` });
    await expect(letter.getByRole('note')).toContainText('Social media: Instagram');
    await expect(letter.getByRole('img')).toBeVisible();
    await letter.getByLabel('Reason for the sponsor').fill('Please do not share social media accounts.');
    await letter.getByRole('button', { name: 'Return to the sponsor' }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'Letter returned' })).toBeVisible();
    await staff.close();

    const mail = await mailWithSubject(sponsor, `Your letter to ${child} needs a change`);
    expect(mail.text).toContain('Please do not share social media accounts.');
    await page.goto(link);
    const returned = page
      .getByRole('article', { name: child, exact: true })
      .locator('[data-letter]')
      .filter({ hasText: `@family${tag}` });
    await expect(returned).toContainText('Returned to you');
    await expect(returned).toContainText('Please do not share social media accounts.');
  });
});
