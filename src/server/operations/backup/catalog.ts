import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';

/** What both drivers answer a raw statement with: `{ rows }` (node-postgres's QueryResult, PGlite's Results). */
export async function rowsOf<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

export interface TableInfo {
  name: string;
  /** Stored columns (generated ones are computed again on restore). */
  columns: string[];
}

/**
 * Every table of the application (schema `public`), parents before children (foreign
 * keys), so that a restore can insert them in this order. The ORM's own bookkeeping
 * (schema `drizzle`, the migrations applied) is not data: the backup records the level instead.
 */
export async function listTables(db: Pick<Db, 'execute'>): Promise<TableInfo[]> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY c.relname`,
  );
  const edges = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`SELECT ch.relname AS child, pa.relname AS parent FROM pg_constraint k
        JOIN pg_class ch ON ch.oid = k.conrelid JOIN pg_class pa ON pa.oid = k.confrelid
        JOIN pg_namespace n ON n.oid = ch.relnamespace
        WHERE k.contype = 'f' AND n.nspname = 'public' AND ch.oid <> pa.oid`,
  );
  const columns = await rowsOf<{ table: string; column: string }>(
    db,
    sql`SELECT c.relname AS table, a.attname AS column FROM pg_attribute a
        JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped
          AND a.attgenerated = '' ORDER BY c.relname, a.attnum`,
  );
  const byTable = new Map<string, string[]>();
  for (const c of columns) byTable.set(c.table, [...(byTable.get(c.table) ?? []), c.column]);
  const parents = new Map<string, Set<string>>();
  for (const e of edges) parents.set(e.child, (parents.get(e.child) ?? new Set()).add(e.parent));

  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (name: string, path: Set<string>) => {
    if (placed.has(name) || path.has(name)) return;
    path.add(name);
    for (const p of [...(parents.get(name) ?? [])].sort()) visit(p, path);
    path.delete(name);
    placed.add(name);
    ordered.push(name);
  };
  for (const t of tables) visit(t.name, new Set());
  return ordered.map((name) => ({ name, columns: byTable.get(name) ?? [] }));
}

/** Columns filled by a sequence (serial or identity): after a restore each sequence continues past the highest value. */
export async function listSequences(
  db: Pick<Db, 'execute'>,
): Promise<{ table: string; column: string; sequence: string }[]> {
  return rowsOf(
    db,
    sql`SELECT table_name AS table, column_name AS column,
               pg_get_serial_sequence(quote_ident(table_name), column_name) AS sequence
        FROM information_schema.columns
        WHERE table_schema = 'public' AND (column_default LIKE 'nextval(%' OR is_identity = 'YES')`,
  );
}

export const ident = (name: string) => sql.identifier(name);
