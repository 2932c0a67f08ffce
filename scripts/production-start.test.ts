import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENV, PRODUCTION_NODE_ARGS } from './production-start';

/** The production start is written in three places; they must say the same (issue 44). */
describe('the production start', () => {
  const env = Object.entries(PRODUCTION_ENV).map(([k, v]) => `${k}=${v}`);

  it("is the systemd unit's in docs/operations.md, on the project's own Node", () => {
    const doc = readFileSync('docs/operations.md', 'utf8');
    const unit = doc.slice(doc.indexOf('[Service]'), doc.indexOf('[Install]'));
    const environment = [...unit.matchAll(/^\s*Environment=(\S+)$/gm)].map((m) => m[1]);
    expect(environment).toEqual(env);
    const exec = /^\s*ExecStart=(\S+) (.+)$/m.exec(unit);
    expect(exec?.[1]).toBe('/srv/charity/site/node_modules/.bin/node');
    expect(exec?.[2]).toBe(PRODUCTION_NODE_ARGS.join(' '));
  });

  it("is `npm run serve`'s and the end of `npm start`'s", () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    const command = `${env.join(' ')} node ${PRODUCTION_NODE_ARGS.join(' ')}`;
    expect(scripts.serve).toBe(command);
    expect(scripts.start).toBe(`npm run build && ${command}`);
  });
});
