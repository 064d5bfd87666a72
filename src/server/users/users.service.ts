import {
  currentUserSchema,
  userListSchema,
  type CurrentUser,
  type UserRole,
} from '../../contract/auth';
import type { Database } from '../db/connect';
import { listUserRows, updateUserRole } from './users.repository';

export type RoleChange =
  { ok: true; user: CurrentUser } | { ok: false; reason: 'not_found' | 'own_role' };

export interface UsersService {
  listUsers: () => Promise<CurrentUser[]>;
  changeRole: (id: string, role: UserRole, admin: CurrentUser) => Promise<RoleChange>;
}

export function createUsersService(db: Database): UsersService {
  return {
    listUsers: async () => userListSchema.parse(await listUserRows(db)),
    async changeRole(id, role, admin) {
      // An admin never demotes themself, so the installation always keeps one admin.
      if (id === admin.id) return { ok: false, reason: 'own_role' };
      const changed = await updateUserRole(db, id, role);
      return changed
        ? { ok: true, user: currentUserSchema.parse(changed) }
        : { ok: false, reason: 'not_found' };
    },
  };
}
