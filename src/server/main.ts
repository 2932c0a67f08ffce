import { ConfigError, loadConfig } from '~/server/core/config';
import { openDatabase } from '~/server/core/db/client';
import { DataDirLockedError } from '~/server/core/db/data-dir-lock';
import { FirstStartError, isFirstStart, isPreparing, prepareInChild } from '~/server/core/db/first-start';
import { createControlToken, seedDemoContent } from '~/server/operations';
import { ensureFirstAdmin, WeakAdminPasswordError } from '~/server/staff';
import { buildServer } from '~/server/app';
import { ownerOnlyFiles, prepareDataDir } from '~/server/core/db/data-dir-mode';

async function main() {
  // Before anything is written: every file and folder made from here on is the owner's alone.
  ownerOnlyFiles();
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
  const exposed = prepareDataDir(config.DATA_DIR);
  if (exposed) console.warn(exposed);

  // PGlite's WebAssembly stays on V8's baseline compiler: a flag of the command that starts
  // the server (scripts/production-start.ts), as setting it here would be too late.
  // sharp is loaded, with libvips's cache off and one thread, by the first image (core/images/sharp.ts).
  const preparing = isPreparing();
  let database;
  try {
    // A new embedded database is created, migrated and seeded by a child process that
    // then exits, taking the memory that work leaves behind with it (db/first-start.ts).
    if (!config.DATABASE_URL && !preparing && isFirstStart(config.DATA_DIR)) await prepareInChild();
    // A server restarted by its supervisor waits a little for the one before it to let go.
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, lockWait: 20_000 });
  } catch (e) {
    if (e instanceof DataDirLockedError) {
      console.error(`${e.message}\nOnly one server runs on a data directory; stop the other first.`);
      process.exit(1);
    }
    if (e instanceof FirstStartError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  if (config.SEED_DEMO) await seedDemoContent(database.db);
  if (preparing) {
    await database.close();
    process.exit(0);
  }
  try {
    await ensureFirstAdmin(
      database.db,
      {
        email: config.ADMIN_EMAIL,
        password: config.ADMIN_PASSWORD,
        name: config.ADMIN_NAME,
        orgEmail: config.ORG_EMAIL,
      },
      (line) => process.stdout.write(`${line}\n`),
    );
  } catch (e) {
    if (!(e instanceof WeakAdminPasswordError)) throw e;
    console.error(e.message);
    await database.close();
    process.exit(1);
  }

  // The embedded database is this process's alone: `npm run backup` asks it over loopback.
  const control = database.lock ? createControlToken(config.DATA_DIR) : undefined;
  const app = await buildServer({
    config,
    operations: { database, controlToken: control?.token },
    db: database.db,
    writeGeneration: database.writeGeneration,
    overloadGuard: { maxEventLoopDelay: config.MAX_EVENT_LOOP_DELAY_MS },
    memorySaverWhenIdle: true,
  });
  app.addHook('onClose', async () => {
    control?.remove();
    await database.close();
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    // Not ready first, so a load balancer stops sending traffic; then finish in-flight
    // requests and close the database; give up 10 s after the drain delay.
    app.draining = true;
    app.log.info({ signal, drainDelayMs: config.DRAIN_DELAY_MS }, 'shutting down: not ready, then finishing requests');
    const timer = setTimeout(() => process.exit(1), config.DRAIN_DELAY_MS + 10_000);
    timer.unref();
    const drained = new Promise((resolve) => setTimeout(resolve, config.DRAIN_DELAY_MS));
    drained
      .then(() => app.close())
      .then(
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
  const address = app.server.address();
  const loopback = ['0.0.0.0', '::', 'localhost'].includes(config.HOST) ? '127.0.0.1' : config.HOST;
  if (address && typeof address === 'object')
    database.lock?.describe({ url: `http://${loopback.includes(':') ? `[${loopback}]` : loopback}:${address.port}` });
  app.log.info(`${config.ORG_NAME} is listening on http://${config.HOST}:${config.PORT} (${database.kind})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
