import { type Page, type Request } from './fixtures';

export const main = (page: Page) => page.getByRole('main');
export const addButton = (page: Page, name: string) => main(page).getByRole('button', { name: `Add to cart: ${name}` });
export const cart = (page: Page) => page.getByRole('complementary', { name: /^Your Cart/ });
export const checkout = (page: Page) => page.getByRole('dialog', { name: 'Checkout' });

/** The buyer's name and e-mail, which checkout asks for (the receipt goes there). */
export async function fillBuyer(
  dialog: ReturnType<typeof checkout>,
  name = 'Grace Uwimana',
  email = 'grace@example.org',
) {
  await dialog.getByLabel('Your name').fill(name);
  await dialog.getByLabel('Your email').fill(email);
}

/** Waits for hydration, so clicks reach React. */
export async function openCatalog(page: Page) {
  await page.goto('/catalog');
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
}

/** Every POST /api/orders the page sends, with its headers and body. */
export function orderRequests(page: Page) {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/orders') seen.push(r);
  });
  return seen;
}
