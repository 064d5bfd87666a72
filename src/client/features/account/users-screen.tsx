import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { z } from 'zod';
import {
  AUTH_PATHS,
  USER_ROLES,
  userListSchema,
  userRoleSchema,
  type CurrentUser,
  type UserRole,
} from '../../../contract/auth';
import { describeError, fetchJson, requestJson, toWriteInit } from '../../lib/api-client';
import { SESSION_SCOPED_QUERY_KEYS } from '../../lib/session';
import { useOnlineStatus } from '../../lib/use-online-status';
import { ACCOUNT_PATHS } from '../../paths';
import { LoadError } from '../../ui/load-error';
import { AdminOnlyScreen } from '../../ui/admin-only-screen';
import { LoadingScreen } from '../../ui/loading-screen';
import { OfflineNotice } from '../../ui/offline-notice';
import { ROLE_LABELS } from './role-labels';

const usersQueryKey = SESSION_SCOPED_QUERY_KEYS.users;

interface RoleSelectProps {
  user: CurrentUser;
  isSaving: boolean;
  onChange: (role: UserRole) => void;
}

function RoleSelect({ user, isSaving, onChange }: RoleSelectProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        Rol de {user.name}
      </label>
      <select
        id={id}
        value={user.role}
        disabled={isSaving}
        onChange={(event) => {
          const role = userRoleSchema.safeParse(event.target.value);
          if (role.success) onChange(role.data);
        }}
        className="min-h-11 rounded-md border border-stone-700 bg-stone-950 px-2 py-1.5 text-stone-100 disabled:opacity-50 sm:min-h-0 sm:px-3"
      >
        {USER_ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </select>
    </>
  );
}

function UserTable({ users }: { users: readonly CurrentUser[] }) {
  const queryClient = useQueryClient();
  const [savingId, setSavingId] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  const handleRoleChange = async (user: CurrentUser, role: UserRole) => {
    setSavingId(user.id);
    setStatus('');
    const result = await requestJson(
      AUTH_PATHS.userRole(user.id),
      z.unknown(),
      toWriteInit('PUT', { role }),
    );
    setSavingId(null);
    if (!result.ok) {
      setStatus(result.message);
      return;
    }
    queryClient.setQueryData<CurrentUser[]>(usersQueryKey, (current) =>
      current?.map((listed) => (listed.id === user.id ? { ...listed, role } : listed)),
    );
    setStatus(`${user.name} ahora es ${ROLE_LABELS[role]}.`);
  };

  return (
    <>
      <p role="status" className="min-h-6 text-sm text-amber-100">
        {status}
      </p>
      <div className="overflow-x-auto rounded-lg border border-stone-700/70">
        <table className="w-full text-left text-sm">
          <thead className="bg-stone-900 text-xs tracking-wide text-stone-400 uppercase">
            <tr>
              <th scope="col" className="px-3 py-3 sm:px-4">
                Nombre
              </th>
              <th scope="col" className="hidden px-4 py-3 sm:table-cell">
                Correo
              </th>
              <th scope="col" className="px-3 py-3 sm:px-4">
                Rol
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-800">
            {users.map((user) => (
              <tr key={user.id}>
                <td className="px-3 py-2 text-stone-100 sm:px-4">
                  {user.name}
                  {/* On a phone the email goes under the name, so three columns do not
                      squeeze it into a letter a line and push the role off the screen. */}
                  <span className="block text-xs break-all text-stone-400 sm:hidden">
                    {user.email}
                  </span>
                </td>
                <td className="hidden px-4 py-2 break-all text-stone-300 sm:table-cell">
                  {user.email}
                </td>
                <td className="px-3 py-2 sm:px-4">
                  <RoleSelect
                    user={user}
                    isSaving={savingId === user.id}
                    onChange={(role) => void handleRoleChange(user, role)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function UserList() {
  const usersQuery = useQuery({
    queryKey: usersQueryKey,
    queryFn: () => fetchJson(AUTH_PATHS.users, userListSchema),
  });
  if (usersQuery.isPending) return <LoadingScreen />;
  if (usersQuery.isError) {
    return (
      <LoadError
        title="No se pudieron cargar los usuarios."
        message={describeError(usersQuery.error)}
        onRetry={() => void usersQuery.refetch()}
      />
    );
  }
  return <UserTable users={usersQuery.data} />;
}

/** '/cuenta/usuarios': admins give or take the editor and admin roles (issue 7). */
export function UsersScreen() {
  const isOnline = useOnlineStatus();
  if (!isOnline) return <OfflineNotice />;
  return (
    <AdminOnlyScreen title="Usuarios" path={ACCOUNT_PATHS.users} action="gestionar usuarios">
      <UserList />
    </AdminOnlyScreen>
  );
}
