import { createInterface } from 'node:readline';

/**
 * Reads answers from standard input: typed at a terminal (a password without echo), or
 * piped, one line per answer in the order asked. Prompts go to stderr, so that they
 * never mix with what a script reads from stdout.
 */
export interface Prompt {
  ask(question: string, opts?: { secret?: boolean }): Promise<string | null>;
  close(): void;
}

export function createPrompt(input = process.stdin, output = process.stderr): Prompt {
  if (input.isTTY) {
    let muted = false;
    const rl = createInterface({ input, output, terminal: true });
    // Echo nothing of a secret while it is typed.
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
      if (!muted || s === '\r\n' || s === '\n') output.write(s);
    };
    return {
      ask: (question, opts = {}) =>
        new Promise((resolve) => {
          output.write(question);
          muted = !!opts.secret;
          rl.question('', (answer) => {
            muted = false;
            resolve(answer);
          });
        }),
      close: () => rl.close(),
    };
  }
  // Piped: the whole input, then one line per question.
  const lines = (async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of input) chunks.push(Buffer.from(chunk as Buffer));
    return Buffer.concat(chunks).toString('utf8').split(/\r?\n/);
  })();
  let next = 0;
  return {
    ask: async (question) => {
      output.write(question);
      const all = await lines;
      const answer = next < all.length ? all[next++]! : null;
      output.write('\n');
      return answer;
    },
    close: () => undefined,
  };
}
