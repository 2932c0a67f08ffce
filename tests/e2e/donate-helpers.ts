import { type Locator, type Page, type Request } from './fixtures';

export const donateButton = (page: Page) => page.getByRole('button', { name: /^(Donate|Processing)/ });

export async function fillDonor(page: Page) {
  await page.getByRole('main').getByLabel('First name').fill('Grace');
  await page.getByRole('main').getByLabel('Last name').fill('Uwimana');
  await page.getByRole('main').getByLabel('Email address').fill('grace@example.org');
}

export async function fillCard(page: Page, number = '4242424242424242') {
  await page.getByRole('main').getByLabel('Card number').fill(number);
  await page.getByRole('main').getByLabel('Expiry date (MM/YY)').fill('1230');
  await page.getByRole('main').getByLabel('CVC').fill('123');
  await page.getByRole('main').getByLabel('Cardholder name').fill('Grace Uwimana');
}

/**
 * Every post of the donate form to its route action (`/donate`, or `/donate.data` when
 * React posts it): the one submit path, with or without JavaScript.
 */
export function donationRequests(page: Page) {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /^\/donate(\.data)?$/.test(new URL(r.url()).pathname)) seen.push(r);
  });
  return seen;
}

/** The fields a form post carried. */
export const sentFields = (r: Request) => Object.fromEntries(new URLSearchParams(r.postData() ?? ''));

/** Whether an element lies wholly inside the window (a 390 px phone must not scroll to see an outcome). */
export const wholeInView = (locator: Locator) =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
  });
