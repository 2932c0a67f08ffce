import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '~/server/core/db/client';
import { TEST_BUNDLES_ENV } from './process';
import { PG_TEMPLATE_ENV, makePostgresTemplate } from './throwaway-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite database as a dump file; '' on PostgreSQL runs. */
    pgliteTemplate: string;
  }
}

/**
 * Once per run, before any test file: an empty database with every migration applied,
 * dumped to a file that each test server's in-memory PGlite starts from (a new PGlite
 * cluster costs seconds of CPU; loading the dump about a third of that).
 */
export default async function setup(project: TestProject) {
  // The server bundles the process tests run (process.ts), removed with the run.
  const bundles = `dist/test-server-${process.pid}`;
  process.env[TEST_BUNDLES_ENV] = bundles;
  const removeBundles = () => rmSync(bundles, { recursive: true, force: true });
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    project.provide('pgliteTemplate', '');
    // On PostgreSQL: one migrated database, which each test file's database copies.
    const template = await makePostgresTemplate(base, async (url) => {
      await (await openDatabase({ databaseUrl: url })).close();
    });
    process.env[PG_TEMPLATE_ENV] = `${base} ${template.name}`;
    return async () => {
      removeBundles();
      await template.drop();
    };
  }
  const database = await openDatabase({});
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => {
    removeBundles();
    rmSync(dir, { recursive: true, force: true });
  };
}
