import { mkdtempSync, rmSync, writeFileSync, createReadStream } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { xlsxFile } from '~test/xlsx';
import { type SheetRow, SheetError, readSheetRows } from './read-rows';

async function all(source: Parameters<typeof readSheetRows>[0]): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  for await (const row of readSheetRows(source)) rows.push(row);
  return rows;
}
const csv = (text: string | Buffer, name = 'people.csv') => all({ buffer: Buffer.from(text), name });
const refusal = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (err) {
    return err;
  }
  throw new Error('expected a refusal');
};

describe('reading a spreadsheet row by row', () => {
  it('reads a comma CSV with a BOM, quotes, a line break in a cell and accents kept', async () => {
    const rows = await csv(
      '\uFEFFname,email,note\n"Mukamana, Aline",aline@example.org,"two\nlines"\nJean-Paul Habimana,jp@example.org,café\n',
    );
    expect(rows.map((r) => r.values)).toEqual([
      ['name', 'email', 'note'],
      ['Mukamana, Aline', 'aline@example.org', 'two\nlines'],
      ['Jean-Paul Habimana', 'jp@example.org', 'café'],
    ]);
    expect(rows.map((r) => r.row)).toEqual([1, 2, 3]);
  });

  it('reads a semicolon CSV (as French spreadsheets save it) and skips empty lines', async () => {
    const rows = await csv("name;amount\r\nO'Brien;5,000\r\n\r\n;;\r\nUwase;3000\r\n");
    expect(rows.map((r) => r.values)).toEqual([
      ['name', 'amount'],
      ["O'Brien", '5,000'],
      ['Uwase', '3000'],
    ]);
    expect(rows.at(-1)!.row).toBe(4);
  });

  it('refuses text that is not UTF-8, naming the file', async () => {
    const latin1 = Buffer.concat([Buffer.from('name\nAndr'), Buffer.from([0xe9]), Buffer.from('\n')]);
    const err = await refusal(csv(latin1, 'donors.csv'));
    expect(err).toBeInstanceOf(SheetError);
    expect((err as SheetError).message).toBe(
      'donors.csv is not UTF-8 text: save it again as "CSV UTF-8" and try again',
    );
  });

  it('refuses what is neither CSV nor XLSX, whatever its name says', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from([0, 1, 2])]);
    expect(await refusal(csv(pdf, 'people.csv'))).toMatchObject({
      status: 415,
      message: expect.stringContaining('people.csv is not a CSV or XLSX file'),
    });
    const zip = await xlsxFile([['a']]);
    expect(await refusal(csv(zip, 'photos.zip'))).toMatchObject({ status: 415 });
  });

  it('reads the first sheet of an XLSX file: strings, numbers, booleans, gaps and formulas', async () => {
    const file = await xlsxFile([
      ['ref', 'name', 'amount', 'listed', 'link'],
      ['S-1', 'Ntawukuriryayo', 5000, true, { formula: 'HYPERLINK("http://x.example","x")', value: 'x' }],
      [],
      ['S-2', 'Ingabire & Co <ltd>', 12.5, false, ''],
    ]);
    const rows = await all({ buffer: file, name: 'sponsors.xlsx' });
    expect(rows.map((r) => [r.row, r.values, r.formulas])).toEqual([
      [1, ['ref', 'name', 'amount', 'listed', 'link'], []],
      [2, ['S-1', 'Ntawukuriryayo', '5000', 'TRUE', 'x'], [4]],
      [4, ['S-2', 'Ingabire & Co <ltd>', '12.5', 'FALSE', ''], []],
    ]);
  });

  it('streams a 20,000-row file from disk, the same rows from a buffer', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'import-read-'));
    try {
      const lines = ['ref,name,email'];
      for (let i = 1; i <= 20_000; i++) lines.push(`R${i},Person ${i},p${i}@example.org`);
      const file = path.join(dir, 'big.csv');
      writeFileSync(file, lines.join('\n'));
      let count = 0;
      let last: SheetRow | null = null;
      for await (const row of readSheetRows({
        path: file,
        name: 'big.csv',
        open: () => createReadStream(file, { highWaterMark: 4096 }),
      })) {
        count += 1;
        last = row;
      }
      expect(count).toBe(20_001);
      expect(last).toMatchObject({ row: 20_001, values: ['R20000', 'Person 20000', 'p20000@example.org'] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a damaged XLSX file with a plain message', async () => {
    const file = await xlsxFile([['a']]);
    const broken = Buffer.concat([file.subarray(0, 40), Buffer.alloc(200)]);
    expect(await refusal(all({ buffer: broken, name: 'broken.xlsx' }))).toMatchObject({
      message: expect.stringMatching(/^broken\.xlsx is not a readable XLSX file/),
    });
  });
});
