/**
 * The reference of `bench:catalogue-import`: opens the command database (migrations included)
 * and closes it, doing nothing else, so the figures of each step can be read against it.
 */
import { loadConfig } from '../../src/server/config';
import { openCommandDatabase } from '../../src/server/db/command-database';

const configResult = loadConfig(process.env);
if (!configResult.ok) throw new Error(configResult.problems.join('\n'));
const opened = await openCommandDatabase(configResult.config);
if (!opened.ok) throw new Error(opened.problem);
await opened.database.close();
