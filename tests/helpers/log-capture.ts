import { Writable } from 'node:stream';

/**
 * A server logger that keeps every line it writes in `lines`, at `level` (trace unless
 * said): to look in the log for what must never be logged.
 */
export function loggerInto(lines: string[], level = 'trace') {
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { level, stream };
}
