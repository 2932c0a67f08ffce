import { type IncomingHttpHeaders, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny HTTP server on 127.0.0.1 and a free port, for the payment provider doubles:
 * it reads JSON bodies, keeps a log of what it was sent, and can be told to hang, to
 * answer 500 or to answer something that is not JSON on the next calls to a path.
 */
export interface DoubleRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  raw: string;
  /** The JSON body; undefined when absent or not JSON. */
  body: unknown;
}

export interface DoubleAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Fault = 'hang' | 'server-error' | 'garbage';

export interface HttpDouble {
  url: string;
  /** Every request received, in order (tests look for what must never be sent). */
  requests: DoubleRequest[];
  /** The next `times` requests whose path contains `pathPart` meet this fault. */
  fault(pathPart: string, fault: Fault, times?: number): void;
  /**
   * The next `times` requests whose path contains `pathPart` are taken as usual (a
   * payment request is registered) but answered only after `ms`, as a provider during
   * an outage: the caller may give up first, yet the provider has the request.
   */
  slow(pathPart: string, ms: number, times?: number): void;
  close(): Promise<void>;
}

export async function startHttpDouble(
  handle: (request: DoubleRequest) => DoubleAnswer | Promise<DoubleAnswer>,
): Promise<HttpDouble> {
  const requests: DoubleRequest[] = [];
  const faults: { pathPart: string; fault: Fault; times: number }[] = [];
  const slows: { pathPart: string; ms: number; times: number }[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://double');
      const raw = Buffer.concat(chunks).toString('utf8');
      const request: DoubleRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        raw,
        body: parse(raw),
      };
      requests.push(request);
      const due = faults.find((f) => f.times > 0 && request.path.includes(f.pathPart));
      if (due) {
        due.times--;
        if (due.fault === 'hang') return; // never answered; close() ends the socket
        if (due.fault === 'garbage') return send(res, { status: 200, body: '<html>gateway</html>' });
        return send(res, { status: 500, body: { message: 'Internal Server Error' } });
      }
      const slow = slows.find((f) => f.times > 0 && request.path.includes(f.pathPart));
      if (slow) slow.times--;
      const answer = (a: DoubleAnswer) => {
        if (!slow) return send(res, a);
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!res.destroyed) send(res, a);
        }, slow.ms);
        timers.add(timer);
      };
      void Promise.resolve(handle(request)).then(
        (a) => answer(a),
        () => send(res, { status: 500, body: { message: 'double failed' } }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    fault: (pathPart, fault, times = 1) => faults.push({ pathPart, fault, times }),
    slow: (pathPart, ms, times = 1) => slows.push({ pathPart, ms, times }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function parse(raw: string): unknown {
  try {
    return raw ? (JSON.parse(raw) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

function send(res: ServerResponse, answer: DoubleAnswer): void {
  const text =
    typeof answer.body === 'string' ? answer.body : answer.body === undefined ? '' : JSON.stringify(answer.body);
  res.writeHead(answer.status, {
    ...(answer.body === undefined
      ? {}
      : { 'content-type': typeof answer.body === 'string' ? 'text/html' : 'application/json' }),
    ...answer.headers,
  });
  res.end(text);
}

/** Sends a provider's callback to a URL, as the provider would; answers the status it got. */
export async function sendCallback(
  url: string,
  body: unknown,
  opts: { method?: 'POST' | 'PUT'; headers?: Record<string, string> } = {},
): Promise<number> {
  const response = await fetch(url, {
    method: opts.method ?? 'POST',
    headers: { 'content-type': 'application/json', ...opts.headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  await response.arrayBuffer();
  return response.status;
}

/** The Bearer token of a request, if it carried one. */
export const bearer = (headers: IncomingHttpHeaders) => /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1];
