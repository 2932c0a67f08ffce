import { createPrivateKey, createPublicKey } from 'node:crypto';
import { promises as dns } from 'node:dns';
import { isIP } from 'node:net';
import type { Config } from '~/server/core/config';
import { assertOutsideTransaction } from '~/server/core/db/outside-call';
import { mailDomain } from '~/server/core/mail/transport';
import type { SenderCheck, SenderCheckPart } from '~/shared/schemas/mail';
import { type SpfLookup, spfAllows, spfIncludes, spfRecordOf } from './spf';

/**
 * The sender check (docs/operations.md, "The sender's DNS records"): the domain of
 * MAIL_FROM must publish an SPF record that lets the relay send for it, the DKIM key of
 * its selector, and a DMARC policy, or mailbox providers (Gmail since 2024, Outlook since
 * 2025) refuse or bin bulk mail. Each part says what is missing and the record to add;
 * the screen turns `why` into words. Lookups go to DNS_SERVER when set (a double in tests).
 */
type CheckConfig = Pick<
  Config,
  'MAIL_FROM' | 'SMTP_URL' | 'DKIM_DOMAIN' | 'DKIM_SELECTOR' | 'DKIM_PRIVATE_KEY' | 'DNS_SERVER' | 'org'
>;

/** Relays whose SPF is published under a domain to include (their documentation's record). */
const KNOWN_RELAYS: { host: RegExp; include: string[] }[] = [
  { host: /(^|\.)amazonaws\.com$/i, include: ['amazonses.com'] },
  { host: /(^|\.)mailgun\.(org|net)$/i, include: ['mailgun.org'] },
  { host: /(^|\.)postmarkapp\.com$/i, include: ['spf.mtasv.net'] },
  { host: /(^|\.)(brevo|sendinblue)\.com$/i, include: ['spf.brevo.com', 'spf.sendinblue.com'] },
  { host: /(^|\.)sendgrid\.net$/i, include: ['sendgrid.net'] },
];

const LOOKUP_MS = 3000;

/** A resolver of the configured server, answering null for a name without records. */
export function dnsLookup(config: Pick<Config, 'DNS_SERVER'>): SpfLookup {
  const resolver = new dns.Resolver({ timeout: LOOKUP_MS, tries: 2 });
  if (config.DNS_SERVER) resolver.setServers([config.DNS_SERVER]);
  const absent = (err: unknown) => ['ENOTFOUND', 'ENODATA'].includes((err as { code?: string }).code ?? '');
  return {
    async txt(name) {
      assertOutsideTransaction('DNS');
      try {
        return (await resolver.resolveTxt(name)).map((parts) => parts.join(''));
      } catch (err) {
        if (absent(err)) return null;
        throw err;
      }
    },
    async a(name) {
      assertOutsideTransaction('DNS');
      try {
        return await resolver.resolve4(name);
      } catch (err) {
        if (absent(err)) return [];
        throw err;
      }
    },
  };
}

const relayHost = (config: Pick<Config, 'SMTP_URL'>) => (config.SMTP_URL ? new URL(config.SMTP_URL).hostname : null);

/** The DKIM record of our key: `v=DKIM1; k=rsa; p=<the public key, base64 DER>`. */
export function dkimRecordOf(privateKey: string): { record: string; p: string } {
  const key = createPublicKey(createPrivateKey(privateKey));
  const type = key.asymmetricKeyType === 'ed25519' ? 'ed25519' : 'rsa';
  const der = key.export({ type: 'spki', format: 'der' });
  // Ed25519's record carries the raw 32-byte key (RFC 8463), RSA's the SubjectPublicKeyInfo.
  const p = (type === 'ed25519' ? der.subarray(der.length - 32) : der).toString('base64');
  return { record: `v=DKIM1; k=${type}; p=${p}`, p };
}

const tagsOf = (record: string) =>
  new Map(
    record
      .split(';')
      .map((t) => t.trim().split('='))
      .filter((kv) => kv.length >= 2)
      .map(([k, ...v]) => [k!.trim().toLowerCase(), v.join('=').replace(/\s+/g, '')]),
  );

async function spfPart(lookup: SpfLookup, domain: string, relay: string | null): Promise<SenderCheckPart> {
  const known = relay ? KNOWN_RELAYS.find((r) => r.host.test(relay)) : undefined;
  const ips = relay && !known ? (isIP(relay) ? [relay] : await lookup.a(relay)) : [];
  const mechanism = known ? `include:${known.include[0]}` : ips.length ? ips.map((ip) => `ip4:${ip}`).join(' ') : '';
  const add = mechanism ? `v=spf1 ${mechanism} ~all` : null;
  const base = { name: domain, add };
  const record = spfRecordOf(await lookup.txt(domain));
  if (!relay) return { ...base, status: 'unknown', why: 'no-relay', found: record === 'many' ? null : record };
  if (record === 'many') return { ...base, status: 'wrong', why: 'two-records', found: null };
  if (!record) return { ...base, status: 'missing', why: 'no-record', found: null };
  const withRelay = (r: string) => r.replace(/\s+([~?-]all)\s*$/i, ` ${mechanism} $1`);
  if (known) {
    for (const include of known.include)
      if (await spfIncludes(lookup, record, include))
        return { ...base, status: 'ok', why: 'ok', found: record, add: null };
    return { ...base, status: 'wrong', why: 'relay-not-allowed', found: record, add: withRelay(record) };
  }
  if (!ips.length) return { ...base, status: 'unknown', why: 'relay-unknown', found: record, add: null };
  const verdict = await spfAllows(lookup, domain, record, ips);
  if (verdict === 'pass') return { ...base, status: 'ok', why: 'ok', found: record, add: null };
  if (verdict === 'unknown') return { ...base, status: 'unknown', why: 'spf-not-followed', found: record, add: null };
  return { ...base, status: 'wrong', why: 'relay-not-allowed', found: record, add: withRelay(record) };
}

async function dkimPart(lookup: SpfLookup, domain: string, config: CheckConfig): Promise<SenderCheckPart> {
  const selector = config.DKIM_SELECTOR;
  const signing = config.DKIM_DOMAIN ?? domain;
  const ours = config.DKIM_PRIVATE_KEY ? dkimRecordOf(config.DKIM_PRIVATE_KEY) : null;
  if (!selector) return { status: 'unknown', why: 'no-selector', name: `_domainkey.${domain}`, found: null, add: null };
  const name = `${selector}._domainkey.${signing}`;
  const base = { name, add: ours?.record ?? null };
  // DMARC needs the signing domain to be the From domain or a parent of it.
  if (signing !== domain && !domain.endsWith(`.${signing}`))
    return { ...base, status: 'wrong', why: 'not-aligned', found: null };
  const found = (await lookup.txt(name))?.find((r) => /(^|;)\s*p=/i.test(r)) ?? null;
  if (!found) return { ...base, status: 'missing', why: 'no-record', found: null };
  const p = tagsOf(found).get('p') ?? '';
  if (!p) return { ...base, status: 'wrong', why: 'revoked', found };
  if (ours && p !== ours.p) return { ...base, status: 'wrong', why: 'key-differs', found };
  return { ...base, status: 'ok', why: ours ? 'ok' : 'relay-signs', found, add: null };
}

async function dmarcPart(lookup: SpfLookup, domain: string, config: CheckConfig): Promise<SenderCheckPart> {
  const name = `_dmarc.${domain}`;
  const add = `v=DMARC1; p=none; rua=mailto:${config.org.email}`;
  const found = (await lookup.txt(name))?.filter((r) => /^v=DMARC1(\s|;|$)/i.test(r.trim())) ?? [];
  if (found.length > 1) return { status: 'wrong', why: 'two-records', name, found: null, add };
  if (!found[0]) return { status: 'missing', why: 'no-record', name, found: null, add };
  const policy = tagsOf(found[0]).get('p');
  if (!policy || !['none', 'quarantine', 'reject'].includes(policy.toLowerCase()))
    return { status: 'wrong', why: 'no-policy', name, found: found[0], add };
  return { status: 'ok', why: 'ok', name, found: found[0], add: null };
}

/** One part's lookups; a DNS failure (timeout, SERVFAIL) is "could not tell", never "missing". */
async function safely(name: string, run: () => Promise<SenderCheckPart>): Promise<SenderCheckPart> {
  try {
    return await run();
  } catch {
    return { status: 'unknown', why: 'lookup-failed', name, found: null, add: null };
  }
}

/** Looks the sender's records up now (outside any transaction: it waits on DNS). */
export async function checkSender(config: CheckConfig, lookup: SpfLookup = dnsLookup(config)): Promise<SenderCheck> {
  const domain = mailDomain(config);
  const relay = relayHost(config);
  const [spf, dkim, dmarc] = await Promise.all([
    safely(domain, () => spfPart(lookup, domain, relay)),
    safely(`_domainkey.${domain}`, () => dkimPart(lookup, domain, config)),
    safely(`_dmarc.${domain}`, () => dmarcPart(lookup, domain, config)),
  ]);
  return { domain, relay, checkedAt: new Date().toISOString(), spf, dkim, dmarc };
}

/** Whether the launch checklist counts the sender as ready: all three records right. */
export const senderReady = (c: SenderCheck | null) =>
  !!c && c.spf.status === 'ok' && c.dkim.status === 'ok' && c.dmarc.status === 'ok';
