import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '~/server/core/config';
import { DataDirLockedError } from '~/server/core/db/data-dir-lock';
import { type ImportAnswer, ImportRefused, isWritableKind, runImport, SheetError } from '~/server/people';
import { openForCommand, runCommand } from './command';

const usage = `Usage: npm run import -- <kind> <file> [--dry-run] [--skip-errors]
Imports a CSV (UTF-8, comma or semicolon) or XLSX file of one kind: supporters or
subscribers or children (docs/importing.md; templates: GET /api/imports/templates/<kind>).
  --dry-run      check every row and say what would happen; write nothing
  --skip-errors  import the good rows of a file that has bad ones (else nothing is written)
Rows match existing records by ref, else e-mail, else phone. Nobody is sent an e-mail.
Exit codes: 0 imported (or a clean dry run), 1 rows with errors, 2 usage, 3 the database
is in use by the running site, 4 the file cannot be read.`;

function report(a: ImportAnswer, refused: boolean): void {
  const head = a.dryRun ? 'Dry run (nothing written)' : refused ? 'Nothing imported' : 'Imported';
  console.log(
    `${head}: ${a.rows} rows of ${a.kind}: ${a.created} created, ${a.updated} updated, ` +
      `${a.unchanged} unchanged, ${a.failed} with errors`,
  );
  for (const r of a.results.filter((x) => x.status === 'error'))
    console.log(
      `  row ${r.row}${r.ref ? ` (${r.ref})` : ''}: ${r.errors.map((e) => `${e.column} ${e.message}`).join('; ')}`,
    );
  if (refused) console.log('Fix those rows and run it again, or add --skip-errors to import the others.');
}

async function main(argv: string[]): Promise<number> {
  const flags = new Set(argv.filter((a) => a.startsWith('--')));
  const [kind, file, ...rest] = argv.filter((a) => !a.startsWith('--'));
  const unknown = [...flags].filter((f) => f !== '--dry-run' && f !== '--skip-errors');
  if (!kind || !file || rest.length || unknown.length || !isWritableKind(kind)) {
    console.error(usage);
    return 2;
  }
  if (!existsSync(file) || !statSync(file).isFile()) {
    console.error(`${file}: no such file`);
    return 4;
  }
  const config = loadConfig();
  const database = await openForCommand(config, 'npm run import');
  if (database instanceof DataDirLockedError) {
    console.error(
      `${database.message}\nNothing imported: stop the site, or import from the dashboard (POST /api/imports).`,
    );
    return 3;
  }
  try {
    const name = path.basename(file);
    const answer = await runImport(database.db, {
      kind,
      source: { path: file, name, open: () => createReadStream(file) },
      dryRun: flags.has('--dry-run'),
      skipErrors: flags.has('--skip-errors'),
      adminId: null,
    });
    report(answer, false);
    return answer.dryRun && answer.failed ? 1 : 0;
  } catch (e) {
    if (e instanceof ImportRefused) {
      report(e.answer, true);
      return 1;
    }
    if (e instanceof SheetError) {
      console.error(e.message);
      return 4;
    }
    throw e;
  } finally {
    await database.close();
  }
}

runCommand(main);
