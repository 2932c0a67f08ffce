import { type Page } from './fixtures';

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

/** What the checkout posts to the page's action: the API's body (as JSON in `payload`) and the attempt's Idempotency-Key. */
export interface CheckoutPost {
  body: Record<string, unknown>;
  idempotencyKey: string;
}

/** Every post of the checkout to the catalogue page's action (its one submit path). */
export function orderRequests(page: Page) {
  const seen: CheckoutPost[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /^\/catalog(\.data)?$/.test(new URL(r.url()).pathname)) {
      const form = new URLSearchParams(r.postData() ?? '');
      seen.push({ body: JSON.parse(form.get('payload') ?? 'null'), idempotencyKey: form.get('idempotencyKey') ?? '' });
    }
  });
  return seen;
}

/**
 * On a phone the cart is a slim bar: its list opens on demand ("Show items"); from
 * Tailwind's sm (640 px) it is always open. Decided by the viewport, not by whether the
 * button is visible yet.
 */
export async function openCart(page: Page) {
  if ((page.viewportSize()?.width ?? 1280) < 640) await cart(page).getByRole('button', { name: 'Show items' }).click();
}
