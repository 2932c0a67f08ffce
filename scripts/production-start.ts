/**
 * How production starts the site (docs/operations.md's systemd unit, `npm run serve`, and
 * `npm run bench -- --memory`): the pinned Node 24 on the built server, nothing else
 * resident. scripts/production-start.test.ts keeps the unit in the docs the same.
 *
 * The C allocator's settings (glibc reads them at start, so they are the environment's):
 * one arena, and blocks of 32 KiB or more in their own mappings with free memory at the top
 * given back past 32 KiB: what a request or a burst allocates goes back to the system when
 * freed, instead of staying in the heap between live blocks (docs/performance.md, "Memory").
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  MALLOC_ARENA_MAX: '1',
  MALLOC_MMAP_THRESHOLD_: '32768',
  MALLOC_TRIM_THRESHOLD_: '32768',
} as const;

/**
 * V8: a small young generation (1 MiB semi-spaces), an old generation capped at 384 MiB, and
 * WebAssembly (PGlite's PostgreSQL) on the baseline compiler only: its optimising compiler
 * took about 500 MiB for a second at every start (a peak of 700 MiB against 200 without it)
 * and its code stayed resident. Only a command-line flag does it: set at run time
 * (`v8.setFlagsFromString`) it is too late. On PostgreSQL it changes nothing (no
 * WebAssembly). docs/performance.md, "Memory".
 */
export const PRODUCTION_V8_ARGS = ['--max-semi-space-size=1', '--max-old-space-size=384', '--liftoff-only'];
export const PRODUCTION_NODE_ARGS = [...PRODUCTION_V8_ARGS, 'dist/server/main.mjs'];
