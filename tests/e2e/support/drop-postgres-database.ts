import { dropDatabase, readRunDatabase } from './postgres-database';

/**
 * Global teardown of a run on PostgreSQL: drops the run's throwaway database. Playwright calls
 * it before it stops the web servers, so the drop forces the app's connections closed.
 */
export default async function dropRunDatabase(): Promise<void> {
  const run = readRunDatabase();
  if (run !== null) await dropDatabase(run.serverUrl, run.name);
}
