import { ConfigError, loadConfig } from '~/server/config';
import { openDatabase } from '~/server/db/client';
import { seedDemoContent } from '~/server/db/seed';
import { ensureFirstAdmin } from '~/server/auth/first-admin';
import { buildServer } from '~/server/app';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }

  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  if (config.SEED_DEMO) await seedDemoContent(database.db);
  await ensureFirstAdmin(
    database.db,
    { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD, name: config.ADMIN_NAME, orgEmail: config.ORG_EMAIL },
    (line) => process.stdout.write(`${line}\n`),
  );

  const app = await buildServer({
    config,
    db: database.db,
    writeGeneration: database.writeGeneration,
    overloadGuard: { maxEventLoopDelay: config.MAX_EVENT_LOOP_DELAY_MS },
  });
  app.addHook('onClose', () => database.close());

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests');
    // Finish in-flight requests, then close the database; give up after 10 s.
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`${config.ORG_NAME} is listening on http://${config.HOST}:${config.PORT} (${database.kind})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
