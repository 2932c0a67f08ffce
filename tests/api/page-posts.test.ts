import { existsSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '~test/server';
import { SCRIPTS_MARKER } from '~/shared/boot';

/**
 * A page POST the server cannot read as a form (JSON, a broken multipart body) is the
 * sender's mistake: a 4xx with the error page, never a 500 and never an error in the
 * log; a POST to a page without an action is 405. The error page renders without the
 * root loader's data (which does not run after an action fails). Needs a build, as
 * page-shape.test.ts does (BUILD_DIR picks another one).
 */
const BUILD_DIR = process.env.BUILD_DIR ?? 'build';

const logLines: string[] = [];
let s: TestServer;
beforeAll(async () => {
  if (!existsSync(path.resolve(BUILD_DIR, 'server/index.js')))
    throw new Error(`No build in ${BUILD_DIR}/: run \`npm run build\` (or BUILD_DIR=... npx react-router build) first`);
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  s = await startTestServer({ web: true, env: { BUILD_DIR }, logger: { level: 'warn', stream } });
});
afterAll(() => s?.close());

// React Router reports the errors of a page (handleError) on the console.
const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
afterEach(() => {
  consoleError.mockClear();
  logLines.length = 0;
});

const FORM_PAGES = [
  '/contact',
  '/getinvolved',
  '/subscribe',
  '/donate',
  '/subscribe/confirm?token=abc',
  '/unsubscribe?token=abc',
  '/my-giving',
  '/catalog',
  '/sponsorship',
  '/dashboard/login',
];

const BOUNDARY = 'x-boundary';
const BODIES = {
  json: { status: 415, type: 'application/json', body: '{}' },
  'broken multipart': {
    status: 400,
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="email"\r\n\r\nnot ended`,
  },
} as const;

/**
 * What the page says, as a visitor reads it (the error page names no key). Only the page
 * before the scripts: a page that boots at once carries React Router's own (sanitised)
 * error in its data.
 */
function expectErrorPage(html: string) {
  const shown = html.split(`<template ${SCRIPTS_MARKER}`)[0]!;
  expect(shown).toContain('<h1');
  expect(shown).toContain('Something went wrong');
  expect(shown).not.toMatch(/errors\.generic|Unexpected Server Error/);
}

describe('a page POST the server cannot read as a form', () => {
  describe.each(Object.entries(BODIES))('%s', (_name, { type, body }) => {
    it.each(FORM_PAGES)('%s answers 4xx, not 500, with nothing in the log', async (page) => {
      const res = await s.request(page, { method: 'POST', headers: { 'content-type': type }, body });
      const html = await res.text();
      expect(res.status, html.slice(0, 300)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(consoleError).not.toHaveBeenCalled();
      expect(logLines.join('')).toBe('');
    });
  });

  it.each(Object.entries(BODIES))('%s is refused with its status and the error page', async (_name, b) => {
    for (const page of ['/contact', '/getinvolved', '/subscribe', '/donate', '/unsubscribe?token=abc', '/my-giving']) {
      const res = await s.request(page, { method: 'POST', headers: { 'content-type': b.type }, body: b.body });
      expect(res.status, page).toBe(b.status);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expectErrorPage(await res.text());
    }
  });

  it.each(Object.entries(BODIES))("%s at a fetcher's address (.data) is its status too", async (_name, b) => {
    const res = await s.request('/contact.data', { method: 'POST', headers: { 'content-type': b.type }, body: b.body });
    expect(res.status).toBe(b.status);
    expect(consoleError).not.toHaveBeenCalled();
    expect(logLines.join('')).toBe('');
  });

  it('a form as a browser posts it still reaches the action', async () => {
    const res = await s.request('/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=&email=nope',
    });
    expect(res.status).toBe(200);
    // The form again, with its field errors.
    expect(await res.text()).toContain('aria-invalid="true"');
  });
});

describe('a POST to a page without an action', () => {
  it.each(['/', '/blog', '/about'])('%s is 405 with the error page, with nothing in the log', async (page) => {
    const res = await s.request(page, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    });
    expect(res.status).toBe(405);
    expectErrorPage(await res.text());
    expect(consoleError).not.toHaveBeenCalled();
    expect(logLines.join('')).toBe('');
  });
});

describe('a real failure of a page', () => {
  it('after an action (no root data) is the styled 500 page, and is logged', async () => {
    const inject = s.app.inject.bind(s.app);
    // The API the page calls in-process fails unexpectedly.
    s.app.inject = (() => Promise.reject(new Error('test: the API is down'))) as unknown as typeof s.app.inject;
    try {
      const res = await s.request('/unsubscribe?token=abc', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'token=abc',
      });
      expect(res.status).toBe(500);
      const html = await res.text();
      expectErrorPage(html);
      expect(html).toContain('An unexpected error occurred');
      expect(html).toMatch(/<html lang="en"/);
    } finally {
      s.app.inject = inject;
    }
    expect(consoleError).toHaveBeenCalled();
  });
});
