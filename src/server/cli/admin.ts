import { eq } from 'drizzle-orm';
import { loadConfig } from '~/server/core/config';
import { DataDirLockedError } from '~/server/core/db/data-dir-lock';
import { adminUsers, sessions } from '~/server/core/db/schema';
import { createAdmin, hashPassword } from '~/server/staff';
import { passwordProblem } from '~/server/core/auth/password-rules';
import { emailField } from '~/shared/schemas/common';
import { openForCommand, runCommand } from './command';
import { createPrompt } from './prompt';

const usage = `Usage:
  npm run admin -- create <email> [--name "Full Name"]
  npm run admin -- set-password <email>
  npm run admin -- list
The password is read from standard input: typed when asked (not shown), or piped,
e.g. printf '%s\\n' "$PASSWORD" | npm run admin -- set-password <email>. It is never
an argument, which any user of the machine could read in the process list. At least
12 characters, 6 of them different. Uses DATA_DIR or DATABASE_URL like the server.`;

const LOCKED_ADVICE =
  'The embedded database belongs to one process at a time: stop the site (e.g. `systemctl stop charity`), ' +
  'run this command, and start the site again. (On PostgreSQL, with DATABASE_URL, it runs beside the site.)';

function parseArgs(argv: string[]) {
  const [command, email, ...rest] = argv;
  let name: string | undefined;
  const extra: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === '--name') name = rest[++i];
    else if (arg.startsWith('--name=')) name = arg.slice('--name='.length);
    else extra.push(arg);
  }
  return { command, email, name, extra };
}

async function main(argv: string[]): Promise<number> {
  const { command, email: rawEmail, name, extra } = parseArgs(argv);
  if (command !== 'list' && command !== 'create' && command !== 'set-password') {
    console.error(usage);
    return 2;
  }
  if (extra.length > 0) {
    console.error(
      'Unexpected argument. The password is not taken on the command line: type it when asked, or pipe it.',
    );
    console.error(usage);
    return 2;
  }
  const parsedEmail = emailField('staff.email').safeParse(rawEmail ?? '');
  if (command !== 'list' && !parsedEmail.success) {
    console.error(`Not an e-mail address: ${JSON.stringify(rawEmail ?? '')}`);
    return 2;
  }
  const email = (parsedEmail.data ?? '').toLowerCase();
  const config = loadConfig();
  const database = await openForCommand(config, 'npm run admin');
  if (database instanceof DataDirLockedError) {
    // Two processes on one embedded database lose each other's writes: refuse, change nothing.
    console.error(`${database.message}\nNothing changed. ${LOCKED_ADVICE}`);
    return 3;
  }
  const prompt = createPrompt();
  try {
    if (command === 'list') {
      for (const u of await database.db.select().from(adminUsers)) console.log(`${u.email}\t${u.name}`);
      return 0;
    }
    const [existing] = await database.db.select().from(adminUsers).where(eq(adminUsers.email, email));
    if (command === 'set-password' && !existing) {
      console.error(`No admin with e-mail ${email}.`);
      return 1;
    }
    const password = (await prompt.ask(`New password for ${email}: `, { secret: true })) ?? '';
    const problem = passwordProblem(password);
    if (problem) {
      console.error(problem);
      return 2;
    }
    if (command === 'create' && existing) {
      const answer = await prompt.ask(`${email} is already an admin. Reset its password and end its sessions? [y/N] `);
      if (!/^y(es)?$/i.test((answer ?? '').trim())) {
        console.error('Nothing changed.');
        return 1;
      }
    }
    if (command === 'create') {
      await createAdmin(database.db, { email, password, name: name || existing?.name || config.ADMIN_NAME });
      console.log(existing ? `Password reset for ${email}; its sessions ended.` : `Admin ${email} is ready.`);
      return 0;
    }
    const passwordHash = await hashPassword(password);
    await database.db.transaction(async (tx) => {
      await tx.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, existing!.id));
      // A new password ends every existing session of that admin.
      await tx.delete(sessions).where(eq(sessions.userId, existing!.id));
    });
    console.log(`Password changed for ${email}.`);
    return 0;
  } finally {
    prompt.close();
    await database.close();
  }
}

runCommand(main, { stack: true });
