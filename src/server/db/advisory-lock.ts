import type pg from 'pg';

/**
 * The key of the PostgreSQL advisory lock under which an instance migrates the schema and does
 * its first-run work (auth secret, demo catalogue, built-in formats, first admin): 'grim' in
 * ASCII. Instances started together on one database take turns, so no two create the same thing.
 */
export const STARTUP_LOCK_KEY = 0x6772696d;

/**
 * Runs `task` while this process holds the session-level advisory lock `key` on a connection of
 * its own, taken from `pool` for the while; other processes asking for the same key wait. The
 * task uses the pool's other connections, so it must not ask for the same lock again (that
 * would wait for itself). If the unlock cannot be sent, the connection is discarded, which ends
 * its session and so releases the lock.
 */
export async function withAdvisoryLock<T>(
  pool: pg.Pool,
  key: number,
  task: () => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let isClientBroken = false;
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    try {
      return await task();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]).catch(() => {
        isClientBroken = true;
      });
    }
  } catch (error) {
    isClientBroken = true;
    throw error;
  } finally {
    client.release(isClientBroken);
  }
}
