import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The local PostgreSQL server these machines run (trust auth). */
export const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

async function onServer<T>(base: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The migrated template database Vitest's global setup made for this run on the server
 * `base` (PG_TEST_TEMPLATE, `<base> <name>`: set before the workers start, so they inherit
 * it), else '' (scripts, Playwright, another server).
 */
export const PG_TEMPLATE_ENV = 'PG_TEST_TEMPLATE';
function templateOn(base: string): string {
  const [templateBase, name] = (process.env[PG_TEMPLATE_ENV] ?? '').split(' ');
  return templateBase === base && name ? name : '';
}

/**
 * A database of its own on the PostgreSQL server of `base`, and how to drop it: empty, or
 * with `migrated` (for a test server, which migrates it anyway) a copy of the run's migrated
 * template where there is one (a copy costs a fraction of migrating). Restores, first starts
 * and migrations are tested on an empty one.
 */
export async function throwawayPostgres(
  base = process.env.TEST_DATABASE_URL ?? LOCAL_POSTGRES,
  { migrated = false, prefix = 't' }: { migrated?: boolean; prefix?: string } = {},
) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const template = migrated ? templateOn(base) : '';
  await onServer(base, async (client) => {
    // Two workers copying one template at the same moment can meet PostgreSQL's "source
    // database is being accessed by other users": the copy is tried again.
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
        return;
      } catch (error) {
        if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  });
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(base, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}

/** Global setup: a migrated template database on `base`, and its removal. */
export async function makePostgresTemplate(
  base: string,
  migrate: (url: string) => Promise<void>,
): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `tmpl_${randomBytes(6).toString('hex')}`;
  await onServer(base, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(base);
  url.pathname = `/${name}`;
  await migrate(url.toString());
  return {
    name,
    drop: () => onServer(base, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}
