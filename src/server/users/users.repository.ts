import { asc, eq } from 'drizzle-orm';
import type { UserRole } from '../../contract/auth';
import type { Database } from '../db/connect';
import { users } from '../db/schema';

const userColumns = { id: users.id, email: users.email, name: users.name, role: users.role };

/** Accounts as stored; `role` is raw text for the service to parse. */
export async function listUserRows(db: Database) {
  return db.select(userColumns).from(users).orderBy(asc(users.createdAt), asc(users.email));
}

export async function findUserRowByEmail(db: Database, email: string) {
  const rows = await db.select(userColumns).from(users).where(eq(users.email, email));
  return rows[0] ?? null;
}

/** Sets a user's role; the changed row, or null when no user has this id. */
export async function updateUserRole(db: Database, id: string, role: UserRole) {
  const rows = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning(userColumns);
  return rows[0] ?? null;
}
