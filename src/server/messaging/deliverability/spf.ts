import { BlockList, isIP } from 'node:net';

/**
 * Enough of SPF (RFC 7208) to say whether a domain's record lets a relay send for it:
 * `include:`, `redirect=`, `a`, `ip4:`/`ip6:` and `all`, at most 10 lookups as the RFC
 * allows. Qualifiers other than pass (`-`, `~`, `?`) never authorise. `mx`, `exists` and
 * macros are not followed: the check then says it could not tell, never that it passes.
 */
export interface SpfLookup {
  txt(name: string): Promise<string[] | null>;
  a(name: string): Promise<string[]>;
}

export type SpfVerdict = 'pass' | 'fail' | 'unknown';

/** The one `v=spf1` record among a name's TXT records; `many` when there are several (a permerror). */
export function spfRecordOf(records: string[] | null): string | 'many' | null {
  const spf = (records ?? []).filter((r) => /^v=spf1(\s|$)/i.test(r.trim()));
  return spf.length > 1 ? 'many' : (spf[0]?.trim() ?? null);
}

/** Whether `record` includes (directly or through its includes) the relay's `include:` domain. */
export async function spfIncludes(dns: SpfLookup, record: string, domain: string, budget = { left: 10 }) {
  for (const term of record.split(/\s+/).slice(1)) {
    const m = /^\+?(include:|redirect=)(.+)$/i.exec(term);
    if (!m) continue;
    const target = m[2]!.toLowerCase();
    if (target === domain.toLowerCase()) return true;
    if (budget.left-- <= 0) return false;
    const inner = spfRecordOf(await dns.txt(target));
    if (inner && inner !== 'many' && (await spfIncludes(dns, inner, domain, budget))) return true;
  }
  return false;
}

/** Whether the record authorises every one of `ips` (the relay's addresses) to send for `domain`. */
export async function spfAllows(
  dns: SpfLookup,
  domain: string,
  record: string,
  ips: string[],
  budget = { left: 10 },
): Promise<SpfVerdict> {
  let verdict: SpfVerdict = 'fail';
  for (const ip of ips) {
    const one = await evaluate(dns, domain, record, ip, budget);
    if (one !== 'pass') return one;
    verdict = 'pass';
  }
  return verdict;
}

async function evaluate(
  dns: SpfLookup,
  domain: string,
  record: string,
  ip: string,
  budget: { left: number },
): Promise<SpfVerdict> {
  let redirect: string | null = null;
  for (const term of record.split(/\s+/).slice(1)) {
    const m = /^([+\-~?]?)([a-z0-9]+)([:=/](.*))?$/i.exec(term);
    if (!m) return 'unknown';
    const [, qualifier = '', rawName = '', , value = ''] = m;
    const name = rawName.toLowerCase();
    const passes = qualifier === '' || qualifier === '+';
    if (name === 'redirect') {
      redirect = value;
      continue;
    }
    if (name === 'exp') continue;
    let matched: boolean | 'unknown';
    if (name === 'all') matched = true;
    else if (name === 'ip4' || name === 'ip6') matched = inRange(ip, value);
    else if (name === 'a') {
      if (budget.left-- <= 0) return 'unknown';
      const [host = domain, prefix] = value.split('/');
      const addresses = await dns.a(host || domain);
      matched = addresses.some((a) => inRange(ip, prefix ? `${a}/${prefix}` : a));
    } else if (name === 'include') {
      if (budget.left-- <= 0) return 'unknown';
      const inner = spfRecordOf(await dns.txt(value));
      if (!inner || inner === 'many') return 'unknown';
      const result = await evaluate(dns, value, inner, ip, budget);
      matched = result === 'unknown' ? 'unknown' : result === 'pass';
    } else matched = 'unknown'; // mx, ptr, exists, macros: not followed here
    if (matched === 'unknown') return 'unknown';
    if (matched) return passes ? 'pass' : 'fail';
  }
  if (redirect) {
    if (budget.left-- <= 0) return 'unknown';
    const inner = spfRecordOf(await dns.txt(redirect));
    return inner && inner !== 'many' ? evaluate(dns, redirect, inner, ip, budget) : 'unknown';
  }
  return 'fail';
}

function inRange(ip: string, cidr: string): boolean {
  const [net = '', bits] = cidr.split('/');
  const family = isIP(net);
  if (!family || family !== isIP(ip)) return false;
  const list = new BlockList();
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (bits === undefined) list.addAddress(net, type);
  else list.addSubnet(net, Number(bits), type);
  return list.check(ip, type);
}
