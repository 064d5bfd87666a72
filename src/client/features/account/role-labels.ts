import type { UserRole } from '../../../contract/auth';

/** The roles as the account screens name them. */
export const ROLE_LABELS: Record<UserRole, string> = {
  player: 'Jugador',
  editor: 'Editor',
  admin: 'Administrador',
};
