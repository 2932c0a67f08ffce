import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server';

/** Smaller findings of the outside security review (issue 13, item 7), over real HTTP. */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('a malformed URL', () => {
  for (const path of ['/api/%', '/api/messages/%E0%A4%A', '/%zz<script>']) {
    it(`${path} answers 400 { message } without echoing the path`, async () => {
      const res = await fetch(s.url + path);
      expect(res.status).toBe(400);
      const body = (await res.json()) as Record<string, unknown>;
      expect(body).toEqual({ message: 'Bad request' });
    });
  }
});

describe('e-mail addresses a visitor types', () => {
  const contact = (email: string) =>
    s.request('/api/contact', {
      method: 'POST',
      json: { fullname: 'A', email, subject: 'Hello', message: 'Hi there' },
    });

  it('refuse several recipients, display names and javascript: local parts', async () => {
    for (const email of [
      'a@x.org,b@y.org',
      'a@x.org;b@y.org',
      'Victim <a@x.org>',
      '"a"@x.org',
      'javascript:alert(1)@x.org',
      'a:b@x.org',
      'a(b)@x.org',
    ]) {
      const res = await contact(email);
      expect(res.status, email).toBe(400);
      expect(((await res.json()) as { message: string }).message, email).toMatch(/^email: /);
    }
    expect((await contact('first.last+tag@mail.example.org')).status).toBe(201);
  });
});
