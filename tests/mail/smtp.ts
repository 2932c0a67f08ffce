import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message as the test SMTP server accepted it. */
export interface Received {
  to: string[];
  from: string;
  raw: string;
}

/** The reply for a recipient's nth attempt: a code and text to refuse, undefined to accept. */
export type Refusal = (recipient: string, attempt: number) => { code: number; text: string } | undefined;

export interface TestSmtp {
  url: string;
  received: Received[];
  /** DATA attempts per recipient, accepted or not. */
  attempts: Map<string, number>;
  refuse: Refusal;
  /** Called when a message has been received and kept, just before the 250 reply goes out. */
  onAccept: (count: number) => void;
  /** Messages accepted for this address. */
  countFor(email: string): number;
  waitFor(predicate: () => boolean, timeoutMs?: number, what?: string): Promise<void>;
  parse(message: Received): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 (no TLS, no login) that records what it accepts. */
export async function startSmtp(): Promise<TestSmtp> {
  const received: Received[] = [];
  const attempts = new Map<string, number>();
  const state: TestSmtp = {
    url: '',
    received,
    attempts,
    refuse: () => undefined,
    onAccept: () => {},
    countFor: (email) => received.filter((m) => m.to.includes(email.toLowerCase())).length,
    async waitFor(predicate, timeoutMs = 60_000, what = 'condition') {
      const until = Date.now() + timeoutMs;
      while (!predicate()) {
        if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    parse: (message) => simpleParser(message.raw),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((a) => a.address.toLowerCase());
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        let refusal: ReturnType<Refusal>;
        for (const r of to) {
          const n = (attempts.get(r) ?? 0) + 1;
          attempts.set(r, n);
          refusal ??= state.refuse(r, n);
        }
        if (refusal) {
          const err = Object.assign(new Error(refusal.text), { responseCode: refusal.code });
          return callback(err);
        }
        received.push({ to, from, raw: Buffer.concat(chunks).toString('utf8') });
        state.onAccept(received.length);
        callback();
      });
    },
  });
  // A client killed mid-conversation resets its connection: expected here, not a test failure.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  state.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return state;
}
