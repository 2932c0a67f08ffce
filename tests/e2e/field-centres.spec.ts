import { expect, test } from './fixtures';
import { signIn } from './helpers';
import { colleague } from './staff-helpers';

/**
 * The field (docs/field.md), on the dashboard: an administrator adds a centre,
 * assigns it to a field officer from the Staff screen, and a child's form offers it.
 */
test('an administrator adds a centre, assigns it to a field officer, and a child can belong to it', async ({
  page,
  request,
}) => {
  const email = await colleague(request, 'field');
  const centre = `Kinigi ${Date.now().toString(36)}`;
  await signIn(page);
  await page.goto('/dashboard/staff');
  const centres = page.getByRole('region', { name: 'Centres' });
  await centres.getByLabel("New centre's name").fill(centre);
  await centres.getByRole('button', { name: 'Add the centre' }).click();
  await expect(page.getByRole('status')).toContainText('Centre added.');
  await expect(page.getByRole('region', { name: 'Centres' })).toContainText(centre);

  const person = page.getByRole('listitem').filter({ hasText: email });
  await expect(person).toContainText('Field officer');
  await person.getByText('Centres', { exact: true }).last().click();
  await person.getByRole('checkbox', { name: centre }).check();
  await person.getByRole('button', { name: 'Save the centres' }).click();
  await expect(page.getByRole('status')).toContainText("The person's centres are saved.");
  await expect(page.getByRole('listitem').filter({ hasText: email })).toContainText(`Centres: ${centre}`);

  await page.goto('/dashboard/sponsor');
  await page
    .getByRole('button', { name: /Add New Child/ })
    .first()
    .click();
  await expect(page.getByLabel('Centre')).toContainText(centre);
});
