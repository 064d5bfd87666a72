/**
 * Connections a PostgreSQL-backed instance keeps at most (DATABASE_POOL_MAX): N instances hold up
 * to N times this plus one listening connection each, which must stay under the server's
 * max_connections (README, 'Configuración'). At least 2: start-up holds one for its lock while it migrates on another.
 */
export const DEFAULT_POOL_MAX = 10;
export const MIN_POOL_MAX = 2;

/** The pool's connections now, as health reports them. */
export interface PoolState {
  max: number;
  /** Open connections, in use or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a free connection: above 0 for long, the pool is too small. */
  waiting: number;
}
