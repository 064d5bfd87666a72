/**
 * Copies the embedded database to a file: `npm run backup -- <archivo.tar.gz>`. Refuses while
 * the server runs on it; with DATABASE_URL it prints the pg_dump command to use instead.
 */
import { runBackup } from '../src/server/db/backup-commands';

process.exitCode = await runBackup(process.argv.slice(2), process.env, console);
