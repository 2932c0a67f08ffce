import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { operatorCommand } from '~test/cli';

/** `npm run import` as an operator runs it: a process on the server's database, a file on disk. */
const cli = operatorCommand('import');
const importCli = (args: string[]) => cli.run(args);

describe('npm run import', () => {
  it('prints the totals and each error row; writes nothing until told to skip the bad rows', async () => {
    const file = path.join(cli.dir, 'people.csv');
    writeFileSync(
      file,
      ['ref;name;email;phone', 'SUP-1;Aline Mukamana;aline@example.org;0788 100 001', 'SUP-2;;not-an-address;'].join(
        '\n',
      ),
    );
    const dry = await importCli(['supporters', file, '--dry-run']);
    expect(dry.code, dry.out).toBe(1);
    expect(dry.out).toContain(
      'Dry run (nothing written): 2 rows of supporters: 1 created, 0 updated, 0 unchanged, 1 with errors',
    );
    expect(dry.out).toContain('  row 3 (SUP-2): name is required; email is not an e-mail address');

    const refused = await importCli(['supporters', file]);
    expect(refused.code, refused.out).toBe(1);
    expect(refused.out).toContain('Nothing imported: 2 rows of supporters');

    const skipped = await importCli(['supporters', file, '--skip-errors']);
    expect(skipped.code, skipped.out).toBe(0);
    expect(skipped.out).toContain('Imported: 2 rows of supporters: 1 created, 0 updated, 0 unchanged, 1 with errors');

    const again = await importCli(['supporters', file, '--skip-errors']);
    expect(again.out).toContain('0 created, 0 updated, 1 unchanged, 1 with errors');
  });

  it('explains its usage, and names a file it cannot read', async () => {
    const usage = await importCli(['volunteers', 'x.csv']);
    expect(usage.code).toBe(2);
    expect(usage.out).toContain('Usage: npm run import -- <kind> <file> [--dry-run] [--skip-errors]');
    expect((await importCli(['supporters', path.join(cli.dir, 'absent.csv')])).code).toBe(4);
    const pdf = path.join(cli.dir, 'list.pdf');
    writeFileSync(pdf, Buffer.from('%PDF-1.4\n\u0000'));
    const unread = await importCli(['supporters', pdf, '--dry-run']);
    expect(unread.code, unread.out).toBe(4);
    expect(unread.out).toContain('list.pdf is not a CSV or XLSX file');
  });
});
