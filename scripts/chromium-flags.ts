/**
 * Debian's Chromium as the tools here start it (Lighthouse, the field bench, the browser
 * tests): headless, no sandbox (root in CI), and nothing fetched in the background.
 */
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
