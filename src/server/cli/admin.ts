import { eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from '~/server/config';
import { openDatabase } from '~/server/db/client';
import { adminUsers, sessions } from '~/server/db/schema';
import { createAdmin } from '~/server/auth/first-admin';
import { hashPassword } from '~/server/auth/password';

const usage = `Usage:
  npm run admin -- create <email> <password> [name]
  npm run admin -- set-password <email> <password>
  npm run admin -- list
The password must be at least 12 characters. Uses DATA_DIR or DATABASE_URL like the server.`;

async function main(argv: string[]) {
  const [command, email, password, ...nameParts] = argv;
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    if (command === 'list') {
      for (const u of await database.db.select().from(adminUsers)) console.log(`${u.email}\t${u.name}`);
      return 0;
    }
    if ((command !== 'create' && command !== 'set-password') || !email || !password) {
      console.error(usage);
      return 2;
    }
    if (password.length < 12) {
      console.error('The password must be at least 12 characters.');
      return 2;
    }
    if (command === 'create') {
      await createAdmin(database.db, { email, password, name: nameParts.join(' ') || config.ADMIN_NAME });
      console.log(`Admin ${email.toLowerCase()} is ready.`);
      return 0;
    }
    const [user] = await database.db
      .update(adminUsers)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(adminUsers.email, email.toLowerCase()))
      .returning({ id: adminUsers.id });
    if (!user) {
      console.error(`No admin with e-mail ${email}.`);
      return 1;
    }
    // A new password ends every existing session of that admin.
    await database.db.delete(sessions).where(eq(sessions.userId, user.id));
    console.log(`Password changed for ${email.toLowerCase()}.`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  },
);
