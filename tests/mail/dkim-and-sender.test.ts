import { promises as dns } from 'node:dns';
import { generateKeyPairSync } from 'node:crypto';
import { dkimVerify } from 'mailauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dkimRecordOf } from '~/server/messaging/deliverability/sender-check';
import type { SenderCheck } from '~/shared/schemas/mail';
import type { ChecklistAnswer } from '~/shared/schemas/site-settings';
import { startTestServer, type TestServer } from '~test/server';
import { type DnsDouble, startDns } from '../doubles/dns';
import { MAIL_ENV } from './helpers';
import { type TestSmtp, startSmtp } from './smtp';

/**
 * DKIM (docs/operations.md, "DKIM"): the site signs with DKIM_PRIVATE_KEY, and mailauth,
 * an independent verifier, checks the signature against the public key the DNS double
 * publishes at the selector. Then the sender check reads SPF, DKIM and DMARC from the
 * same double (DNS_SERVER) and says what is missing, what to add, and when it is done.
 */
const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const KEY = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const SELECTOR_NAME = 'mail._domainkey.charity.example';

let smtp: TestSmtp;
let zone: DnsDouble;
let s: TestServer;
let token: string;
beforeAll(async () => {
  [smtp, zone] = await Promise.all([startSmtp(), startDns()]);
  s = await startTestServer({
    env: {
      ...MAIL_ENV,
      SMTP_URL: smtp.url,
      DKIM_DOMAIN: 'charity.example',
      DKIM_SELECTOR: 'mail',
      // As an env file carries it: one line, its breaks written \n.
      DKIM_PRIVATE_KEY: KEY.replace(/\n/g, '\\n'),
      DNS_SERVER: zone.server,
    },
  });
  token = await s.login();
});
afterAll(async () => {
  await s.close();
  await Promise.all([smtp.close(), zone.close()]);
});

/** mailauth asks DNS through the double, as a receiving server asks the real DNS. */
const resolver = new dns.Resolver();
const verifyRaw = async (raw: string) => {
  resolver.setServers([zone.server]);
  const { results } = await dkimVerify(Buffer.from(raw), {
    resolver: (name: string, type: string) => resolver.resolve(name, type as 'TXT') as Promise<never>,
  });
  return results;
};

describe('DKIM', () => {
  it('signs every message; an independent verifier finds the signature good against the published key', async () => {
    zone.txt.set(SELECTOR_NAME, [dkimRecordOf(KEY).record]);
    const res = await s.request('/api/subscriptions', { method: 'POST', json: { email: 'reader@example.com' } });
    expect(res.status).toBe(201);
    await smtp.waitFor(() => smtp.countFor('reader@example.com') === 1, 30_000, 'the confirmation');
    const raw = smtp.received.find((m) => m.to.includes('reader@example.com'))!.raw;
    expect(raw).toMatch(/^DKIM-Signature: .*d=charity\.example/m);
    const [result] = await verifyRaw(raw);
    expect(result).toMatchObject({ signingDomain: 'charity.example', selector: 'mail', status: { result: 'pass' } });

    // The verifier is not fooled: a changed subject, or another published key, fails.
    const [changed] = await verifyRaw(raw.replace(/^Subject: .*$/m, 'Subject: Something else'));
    expect(changed?.status.result).toBe('fail');
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    });
    zone.txt.set(SELECTOR_NAME, [dkimRecordOf(other.toString()).record]);
    const [wrongKey] = await verifyRaw(raw);
    expect(wrongKey?.status.result).toBe('fail');
  });
});

describe('the sender check', () => {
  const check = async (): Promise<SenderCheck> => {
    const res = await s.request('/api/mail/sender-check', { method: 'POST', token });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: SenderCheck }).data;
  };
  const checklistItem = async () => {
    const res = await s.request('/api/site/checklist', { token });
    return ((await res.json()) as ChecklistAnswer).data.items.find((i) => i.key === 'sender')?.done;
  };

  it('says what is missing and the record to add, then that all is done', async () => {
    zone.txt.clear();
    let c = await check();
    expect(c).toMatchObject({ domain: 'charity.example', relay: '127.0.0.1' });
    expect(c.spf).toMatchObject({ status: 'missing', name: 'charity.example', add: 'v=spf1 ip4:127.0.0.1 ~all' });
    expect(c.dkim).toMatchObject({ status: 'missing', name: SELECTOR_NAME, add: dkimRecordOf(KEY).record });
    expect(c.dmarc).toMatchObject({
      status: 'missing',
      name: '_dmarc.charity.example',
      add: 'v=DMARC1; p=none; rua=mailto:office@charity.example',
    });
    expect(await checklistItem()).toBe(false);

    // An SPF record that does not let the relay send; a key that is not ours; a DMARC without a policy.
    zone.txt.set('charity.example', ['google-site-verification=abc', 'v=spf1 include:_spf.elsewhere.example -all']);
    zone.txt.set('_spf.elsewhere.example', ['v=spf1 ip4:203.0.113.0/24 -all']);
    const other = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    });
    zone.txt.set(SELECTOR_NAME, [dkimRecordOf(other.toString()).record]);
    zone.txt.set('_dmarc.charity.example', ['v=DMARC1; rua=mailto:x@charity.example']);
    c = await check();
    expect(c.spf).toMatchObject({
      status: 'wrong',
      why: 'relay-not-allowed',
      add: 'v=spf1 include:_spf.elsewhere.example ip4:127.0.0.1 -all',
    });
    expect(c.dkim).toMatchObject({ status: 'wrong', why: 'key-differs' });
    expect(c.dmarc).toMatchObject({ status: 'wrong', why: 'no-policy' });

    // Two SPF records are an error of their own.
    zone.txt.set('charity.example', ['v=spf1 a -all', 'v=spf1 ip4:127.0.0.1 -all']);
    expect((await check()).spf).toMatchObject({ status: 'wrong', why: 'two-records' });

    // Everything right: the relay allowed through an include, our key, a policy. The checklist item is done.
    zone.txt.set('charity.example', ['v=spf1 include:_spf.charity.example ~all']);
    zone.txt.set('_spf.charity.example', ['v=spf1 ip4:127.0.0.0/8 -all']);
    zone.txt.set(SELECTOR_NAME, [dkimRecordOf(KEY).record]);
    zone.txt.set('_dmarc.charity.example', ['v=DMARC1; p=quarantine; rua=mailto:dmarc@charity.example']);
    c = await check();
    expect([c.spf.status, c.dkim.status, c.dmarc.status]).toEqual(['ok', 'ok', 'ok']);
    expect(await checklistItem()).toBe(true);
    // The stored check is what GET answers (no new lookup while it is fresh).
    const asked = zone.asked.length;
    const res = await s.request('/api/mail/sender-check', { token });
    expect(((await res.json()) as { data: SenderCheck }).data.checkedAt).toBe(c.checkedAt);
    expect(zone.asked.length).toBe(asked);
  });

  it('says it could not tell when DNS fails, never that a record is missing', async () => {
    zone.failing.add('_dmarc.charity.example');
    const c = await check();
    expect(c.dmarc).toMatchObject({ status: 'unknown', why: 'lookup-failed' });
    zone.failing.clear();
  });
});
