import { type Page, type Request } from './fixtures';

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

/** Every POST /api/donations the page sends, with its headers and body. */
export function donationRequests(page: Page) {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/donations') seen.push(r);
  });
  return seen;
}
