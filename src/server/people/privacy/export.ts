import type { FastifyReply } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { rowsOf } from '~/server/core/db/rows';
import { type Cell, toCsv } from '~/shared/csv';
import { type Person, matchOf } from './person';
import { PERSON_TABLES } from './person-tables';

type Row = Record<string, unknown>;

/** Everything we hold about one person (the right of access and portability), table by table. */
export interface PersonExport {
  generatedAt: string;
  person: { emails: string[]; phones: string[]; names: string[] };
  /** Each table that holds something about them, with their rows (secrets left out). */
  records: Record<string, Row[]>;
}

const plain = (value: unknown): unknown =>
  value instanceof Date ? value.toISOString() : typeof value === 'bigint' ? Number(value) : value;

/** The person's rows of every table of PERSON_TABLES, and of the extra sources given (the supporter's own tables). */
export async function exportPerson(
  db: Db,
  person: Person,
  extra: Record<string, Row[]> = {},
  now = new Date(),
): Promise<PersonExport> {
  const records: Record<string, Row[]> = { ...extra };
  for (const t of PERSON_TABLES) {
    const rows = await rowsOf<Row>(db, sql`SELECT * FROM ${sql.identifier(t.table)} WHERE ${matchOf(t, person)}`);
    if (!rows.length) continue;
    const hidden = new Set(t.hidden ?? []);
    records[t.table] = rows.map((r) =>
      Object.fromEntries(Object.entries(r).flatMap(([k, v]) => (hidden.has(k) ? [] : [[k, plain(v)]]))),
    );
  }
  return {
    generatedAt: now.toISOString(),
    person: { emails: person.emails, phones: person.phones, names: person.names },
    records,
  };
}

/** The same as one CSV: a line per field of every record (table, record number, field, value). */
export function exportCsv(data: PersonExport): string {
  const rows: Cell[][] = [['table', 'record', 'field', 'value']];
  for (const [table, records] of Object.entries(data.records))
    records.forEach((record, i) => {
      for (const [field, value] of Object.entries(record))
        rows.push([
          table,
          i + 1,
          field,
          value === null || value === undefined
            ? ''
            : typeof value === 'object'
              ? JSON.stringify(value)
              : typeof value === 'number'
                ? value
                : String(value as string | boolean),
        ]);
    });
  return toCsv(rows);
}

/** Hands the export over as a file to save (never cached: it is one person's data). */
export function sendExport(reply: FastifyReply, data: PersonExport, format: 'json' | 'csv', name: string) {
  void reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${name}.${format}"`);
  if (format === 'csv') return reply.header('content-type', 'text/csv; charset=utf-8').send(exportCsv(data));
  return reply.header('content-type', 'application/json; charset=utf-8').send(JSON.stringify(data, null, 2));
}
