import { expect, test } from './fixtures';
import { expectNoAxeViolations, openAdminMenu, signIn } from './helpers';

/**
 * Text messages: a donor who ticks "send my receipts by SMS" on the plain (JavaScript-less)
 * form gets a receipt text (the sandbox site has no gateway: it is written to
 * DATA_DIR/sms-outbox), which staff see on the Text messages screen; staff write to a
 * supporter from that screen and from the donor's record (the screen's route action answers
 * both), with JavaScript and without.
 */
const uniquePhone = (info: { project: { name: string } }, n: string) =>
  `078${info.project.name === 'phone' ? '8' : '9'}${String(Date.now()).slice(-5)}${n}`;

test.describe('the payment forms ask for SMS receipts, without JavaScript too', () => {
  test.use({ javaScriptEnabled: false });

  test('the donate form offers the checkbox with its explanation', async ({ page }) => {
    await page.goto('/donate');
    const box = page.getByRole('checkbox', { name: 'Send my receipts by SMS' });
    await expect(box).toBeVisible();
    await expect(box).not.toBeChecked();
    await expect(page.getByText(/Reply STOP at any time to end them/)).toBeVisible();
  });
});

test('a MoMo donation with the box ticked ends in a text receipt staff can see; staff text a supporter', async ({
  page,
  request,
}, info) => {
  const phone = uniquePhone(info, '1');
  const national = phone.slice(1);
  // The form as a browser without JavaScript posts it (the route action reads the checkbox).
  const res = await request.post('/donate', {
    form: {
      preset: '5000',
      donationType: 'one-time',
      paymentMethod: 'momo',
      firstName: 'Sms',
      lastName: 'Receipt',
      email: 'sms-receipt@example.org',
      phone,
      pin: '1234',
      smsReceipts: 'on',
      idempotencyKey: `e2e-sms-${info.project.name}-${Date.now()}`,
    },
  });
  expect(res.status()).toBe(200);
  const reference = /Your reference: (DN-[\w-]+)\./.exec(await res.text())?.[1];
  expect(reference).toBeTruthy();

  await signIn(page);
  await openAdminMenu(page);
  await page.getByRole('link', { name: 'Text messages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Text messages' })).toBeVisible();
  await expect(page.getByText(/No SMS gateway is configured/)).toBeVisible();
  const row = page
    .getByTestId('sms-messages')
    .getByRole('row')
    .filter({ hasText: `+250${national}` });
  // The sender writes it within a second or two; the list shows it once it is out.
  await expect(async () => {
    await page.reload();
    await expect(row.filter({ hasText: 'Sent' })).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(row).toContainText('Receipt');
  await expect(row).toContainText(`Thank you! We received RWF 5,000 by MoMo for the children. Ref ${reference}.`);
  await expect(page.getByTestId('sms-months')).toBeVisible();
  await expectNoAxeViolations(page);

  // A number SMS cannot reach is refused with the reason beside the field.
  const form = page.getByRole('region', { name: 'Send a text message' });
  await form.getByLabel('Phone number').fill('+33 6 12 34 56 78');
  await form.getByLabel('Message').fill('Murakoze!');
  await expect(form.getByText('9 characters: 1 SMS')).toBeVisible();
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText(/Text messages go only to a Rwandan mobile number/)).toBeVisible();
  await form.getByLabel('Phone number').fill(phone);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Text message queued: it goes out in a moment.')).toBeVisible();
  await expect(row.filter({ hasText: 'Murakoze!' })).toHaveCount(1);

  // From the donor's record: the form posts to the Text messages screen's action, and the record stays open.
  await page.goto(
    `/dashboard/donors?${new URLSearchParams({ q: 'sms-receipt@example.org', email: 'sms-receipt@example.org' })}`,
  );
  const fromRecord = page.getByRole('region', { name: 'Send a text message' });
  await expect(fromRecord.getByLabel('Phone number')).not.toHaveValue('');
  await fromRecord.getByLabel('Message').fill('Murakoze from the record!');
  await fromRecord.getByRole('button', { name: 'Send' }).click();
  await expect(fromRecord.getByText('Text message queued: it goes out in a moment.')).toBeVisible();
  await expect(fromRecord.getByLabel('Message')).toHaveValue('');
  await expect(page).toHaveURL(/\/dashboard\/donors\?/);
});

test.describe('staff text a supporter without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a refusal keeps what was typed beside the field, then the message is queued and listed', async ({
    page,
  }, info) => {
    const phone = uniquePhone(info, '2');
    await page.goto('/dashboard/login');
    await page.getByLabel('Email').fill('e2e-admin@example.org');
    await page.getByLabel('Password').fill('e2e-password-1234');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.goto('/dashboard/text_messages');
    const form = page.getByRole('region', { name: 'Send a text message' });
    await form.getByLabel('Phone number').fill('+33 6 12 34 56 78');
    await form.getByLabel('Message').fill('Murakoze cyane!');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByText(/Text messages go only to a Rwandan mobile number/)).toBeVisible();
    await expect(form.getByLabel('Message')).toHaveValue('Murakoze cyane!');
    await form.getByLabel('Phone number').fill(phone);
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByText('Text message queued: it goes out in a moment.')).toBeVisible();
    await expect(page.getByTestId('sms-messages').getByRole('row').filter({ hasText: 'Murakoze cyane!' })).toHaveCount(
      1,
    );
  });
});
