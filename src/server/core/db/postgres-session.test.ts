import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { usePostgresDatabase } from '~test/postgres';

/** PostgreSQL connections as the server opens them (whatever database the suite runs on). */
describe('a PostgreSQL connection of the pool', () => {
  const postgres = usePostgresDatabase();

  it('runs without JIT compilation, on every connection (a costly aggregate is not compiled first)', async () => {
    // Ten at once: the pool opens several connections, each must have it.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        postgres().db.transaction(async (tx) => {
          const answer = (await tx.execute(
            sql`SELECT current_setting('jit') AS jit, pg_backend_pid() AS pid, pg_sleep(0.05)`,
          )) as unknown as { rows: { jit: string; pid: number }[] };
          return answer.rows[0]!;
        }),
      ),
    );
    expect(new Set(answers.map((a) => a.pid)).size).toBeGreaterThan(1);
    expect(answers.map((a) => a.jit)).toEqual(Array(10).fill('off'));
  });
});
