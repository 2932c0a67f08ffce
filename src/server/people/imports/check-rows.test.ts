import { describe, expect, it } from 'vitest';
import { xlsxFile } from '~test/xlsx';
import { type CheckedRow, checkRows } from './check-rows';
import { IMPORT_COLUMNS, IMPORT_KINDS, readHeader, templateCsv } from './columns';
import { readSheetRows } from './read-rows';
import { SheetError } from './sheet';

async function check(kind: 'supporters' | 'subscribers', file: Buffer | string, name = 'people.csv') {
  const out: CheckedRow<unknown>[] = [];
  for await (const row of checkRows(kind, readSheetRows({ buffer: Buffer.from(file), name }), name)) out.push(row);
  return out;
}

describe("checking an import's rows", () => {
  it('reads a messy supporters file: each row its record or its reasons, by column', async () => {
    const file = [
      'Ref;Name;E-mail;Phone number;Language;Newsletter;SMS;consent_date',
      "SUP-1;Aline Mukamana-d'Souza; Aline@Example.org ;0788 123 456;rw;oui;yes;14/02/2023",
      'SUP-2;Jean Habimana;;788123457;;;;',
      'SUP-3;;jp@example;12;de;maybe;;31/02/2023',
      'SUP-4;Eric;=HYPERLINK("http://x.example";"x");;;;;',
      'SUP-5;Aline again;aline@example.org;;;;;',
      'SUP-6;No contact;;;;yes;;',
    ].join('\n');
    const rows = await check('supporters', file);
    expect(rows[0]).toEqual({
      row: 2,
      ref: 'SUP-1',
      errors: [],
      record: {
        ref: 'SUP-1',
        name: "Aline Mukamana-d'Souza",
        email: 'aline@example.org',
        phone: '+250788123456',
        lang: 'rw',
        newsletter: true,
        sms: true,
        consentDate: '2023-02-14',
      },
    });
    expect(rows[1]).toMatchObject({ row: 3, record: { phone: '+250788123457', email: null, lang: null } });
    expect(rows[2]).toMatchObject({
      row: 4,
      record: null,
      errors: [
        { column: 'name', message: 'is required' },
        { column: 'email', message: 'is not an e-mail address' },
        { column: 'phone', message: expect.stringMatching(/^is not a phone number/) },
        { column: 'language', message: 'is not en, fr or rw' },
        { column: 'newsletter', message: 'is not yes or no' },
        { column: 'consent_date', message: 'is not a date on the calendar' },
      ],
    });
    expect(rows[3]).toMatchObject({
      row: 5,
      errors: [{ column: 'email', message: 'holds a formula: type the value itself' }],
    });
    expect(rows[4]).toMatchObject({ row: 6, errors: [{ column: 'email', message: 'is the same person as row 2' }] });
    expect(rows[5]).toMatchObject({
      row: 7,
      errors: [
        { column: 'email', message: 'is required when there is no phone' },
        { column: 'newsletter', message: 'needs an e-mail address' },
      ],
    });
  });

  it('refuses a file whose header lacks a required column, naming the file and the column', async () => {
    await expect(check('subscribers', 'name,language\nAline,fr\n', 'readers.csv')).rejects.toThrow(
      new SheetError('readers.csv: The required column "email" is missing'),
    );
    await expect(check('subscribers', '', 'empty.csv')).rejects.toThrow(/empty\.csv is empty/);
  });

  it('reads its own template back: the note row is skipped and the example row is valid', async () => {
    for (const kind of ['supporters', 'subscribers'] as const) {
      const rows = await check(kind, templateCsv(kind), `${kind}-template.csv`);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ row: 3, errors: [] });
    }
    for (const kind of IMPORT_KINDS) {
      const [header] = templateCsv(kind).split('\r\n');
      expect(readHeader(kind, header!.split(','))).toMatchObject({ problems: [] });
      expect(IMPORT_COLUMNS[kind].some((c) => c.required)).toBe(true);
    }
  });

  it('checks an XLSX file the same way, a formula cell refused by its cell type', async () => {
    const file = await xlsxFile([
      ['email', 'name', 'language'],
      ['reader@example.org', 'Reader', 'fr'],
      [{ formula: 'CONCAT("a","@b.org")', value: 'a@b.org' }, 'Formula', 'en'],
    ]);
    const rows = await check('subscribers', file, 'readers.xlsx');
    expect(rows.map((r) => [r.row, r.errors])).toEqual([
      [2, []],
      [3, [{ column: 'email', message: 'holds a formula: type the value itself' }]],
    ]);
  });
});

describe('docs/importing.md', () => {
  it('explains every column of every kind', async () => {
    const { readFileSync } = await import('node:fs');
    const doc = readFileSync(new URL('../../../../docs/importing.md', import.meta.url), 'utf8');
    for (const kind of IMPORT_KINDS) {
      const section = doc.split(`### ${kind}\n`)[1]?.split('\n### ')[0] ?? '';
      const rows = section
        .split('\n')
        .filter((line) => line.startsWith('|'))
        .map((line) =>
          line
            .split('|')
            .slice(1, -1)
            .map((cell) => cell.trim()),
        );
      for (const c of IMPORT_COLUMNS[kind])
        expect(rows, `${kind}.${c.name}`).toContainEqual([
          `\`${c.name}\``,
          c.required ? 'yes' : '',
          c.means,
          c.example,
        ]);
    }
  });
});
