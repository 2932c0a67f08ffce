import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Public pages load React at the visitor's first interaction (src/server/web/defer-hydration.ts).
 * A visitor touches or scrolls the page before using it: the flows in these tests start
 * from a page that has booted, as theirs would. The boot itself (nothing loaded before
 * an interaction, a tap made while loading replayed, typed text kept) is tested in
 * boot.spec.ts with a bare page.
 */
export async function bootPage(page: Page) {
  const app = await page.evaluate(() => {
    if (document.querySelector('script[data-boot]')) {
      window.dispatchEvent(new Event('scroll'));
      return true;
    }
    // The dashboard boots by itself: wait for it too, as a person would wait for the form.
    return '__reactRouterContext' in window;
  });
  if (app) await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
}

type Navigation = 'goto' | 'reload' | 'goBack' | 'goForward';

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      for (const name of ['goto', 'reload', 'goBack', 'goForward'] as Navigation[]) {
        const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page[Navigation]>;
        (page[name] as unknown) = async (...args: unknown[]) => {
          const response = await navigate(...args);
          await bootPage(page);
          return response;
        };
      }
    }
    // eslint-disable-next-line react-hooks/rules-of-hooks -- Playwright's fixture callback, not a React hook
    await use(page);
  },
});
