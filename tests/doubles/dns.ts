import { createSocket } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import * as dnsPacket from 'dns-packet';

/**
 * A DNS server on 127.0.0.1 (UDP, RFC 1035) that answers from a table: TXT records (each
 * string split into 255-byte character-strings, as a real zone serves long DKIM keys) and
 * A records; a name it does not know is NXDOMAIN, a known name without records of the
 * asked type is an empty NOERROR answer (NODATA), as an authoritative server answers.
 * `failing` names answer SERVFAIL. The site reaches it through DNS_SERVER.
 */
export interface DnsDouble {
  /** `127.0.0.1:port`, for DNS_SERVER. */
  server: string;
  txt: Map<string, string[]>;
  a: Map<string, string[]>;
  failing: Set<string>;
  /** Names asked, in order (`TXT example.org`). */
  asked: string[];
  close(): Promise<void>;
}

const chunks = (s: string) => {
  const buf = Buffer.from(s, 'utf8');
  const out: Buffer[] = [];
  for (let i = 0; i < buf.length; i += 255) out.push(buf.subarray(i, i + 255));
  return out.length ? out : [Buffer.alloc(0)];
};

export async function startDns(): Promise<DnsDouble> {
  const socket = createSocket('udp4');
  const state: DnsDouble = {
    server: '',
    txt: new Map(),
    a: new Map(),
    failing: new Set(),
    asked: [],
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
  socket.on('message', (msg, from) => {
    let query: dnsPacket.DecodedPacket;
    try {
      query = dnsPacket.decode(msg);
    } catch {
      return; // not a DNS packet: a real server drops it too
    }
    const question = query.questions?.[0];
    if (!question) return;
    const name = question.name.toLowerCase().replace(/\.$/, '');
    state.asked.push(`${question.type} ${name}`);
    const known = state.txt.has(name) || state.a.has(name);
    const answers: dnsPacket.Answer[] =
      question.type === 'TXT'
        ? (state.txt.get(name) ?? []).map((value) => ({
            type: 'TXT',
            name: question.name,
            ttl: 60,
            data: chunks(value),
          }))
        : question.type === 'A'
          ? (state.a.get(name) ?? []).map((ip) => ({ type: 'A', name: question.name, ttl: 60, data: ip }))
          : [];
    // The response code is the flags' low four bits (RFC 1035 4.1.1): 0 NOERROR, 2 SERVFAIL, 3 NXDOMAIN.
    const rcode = state.failing.has(name) ? 2 : known ? 0 : 3;
    const reply = dnsPacket.encode({
      id: query.id,
      type: 'response',
      flags: dnsPacket.AUTHORITATIVE_ANSWER | dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE | rcode,
      questions: [question],
      answers: rcode === 0 ? answers : [],
    });
    socket.send(reply, from.port, from.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', () => resolve()));
  state.server = `127.0.0.1:${(socket.address() as AddressInfo).port}`;
  return state;
}
