/**
 * Creates an account with a role, e.g. the first admin:
 * `npm run user:create -- --email ana@example.com --password … --role admin`.
 * Uses the same DATA_DIR / DATABASE_URL as the server.
 */
import { runCreateUser } from '../src/server/users/create-user-command';

process.exitCode = await runCreateUser(process.argv.slice(2), process.env, console);
