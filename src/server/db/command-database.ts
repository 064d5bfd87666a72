import { connectDatabase, type DatabaseConnection } from './connect';
import { DataDirInUseError } from './data-dir-lock';
import { prepareDataDir } from './data-dir-permissions';

export type CommandDatabase =
  { ok: true; database: DatabaseConnection } | { ok: false; problem: string };

/**
 * The database for a command-line entry point (import, user:create, backup, restore): files it
 * creates are private, and an embedded database held by the running server is a refusal the
 * command prints, not a crash.
 */
export async function openCommandDatabase(config: {
  dataDir: string;
  databaseUrl: string | undefined;
}): Promise<CommandDatabase> {
  await prepareDataDir(config.dataDir);
  try {
    return { ok: true, database: await connectDatabase(config) };
  } catch (error) {
    if (error instanceof DataDirInUseError) return { ok: false, problem: error.message };
    throw error;
  }
}
