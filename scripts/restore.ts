/**
 * Puts a backup in place of the embedded database: `npm run restore -- <archivo.tar.gz>`, with
 * `--force` to move an existing database aside first. Refuses while the server runs on it; with
 * DATABASE_URL it prints the pg_restore command to use instead.
 */
import { runRestore } from '../src/server/db/backup-commands';

process.exitCode = await runRestore(process.argv.slice(2), process.env, console);
