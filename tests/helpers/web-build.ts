import { existsSync } from 'node:fs';
import path from 'node:path';
import { type TestServer, type TestServerOptions, startTestServer } from './server';

/**
 * A test server that renders the site's real pages from the web build (`npm test` builds
 * first; BUILD_DIR picks another build): refused at once, saying how to make one, when
 * the build is missing.
 */
export async function startWebTestServer(opts: Omit<TestServerOptions, 'web'> = {}): Promise<TestServer> {
  const BUILD_DIR = process.env.BUILD_DIR ?? 'build';
  if (!existsSync(path.resolve(BUILD_DIR, 'server/index.js')))
    throw new Error(`No build in ${BUILD_DIR}/: run \`npm run build\` (or BUILD_DIR=... npx react-router build) first`);
  return startTestServer({ ...opts, web: true, env: { BUILD_DIR, ...opts.env } });
}
