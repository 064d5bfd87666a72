import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  AUTH_PATHS,
  canEditCatalogue,
  meResponseSchema,
  type CurrentUser,
  type SignInRequest,
  type SignUpRequest,
} from '../../contract/auth';
import { errorBodySchema } from '../../contract/errors';
import { fetchJson } from './api-client';

/** Query key of who is signed in; tests pre-fill the cache under it. */
export const SESSION_QUERY_KEY = ['me'] as const;

export const currentUserQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: async (): Promise<CurrentUser | null> =>
    (await fetchJson(AUTH_PATHS.me, meResponseSchema)).user,
});

/**
 * Who is signed in (`GET /api/me`): `user` is null for a visitor; while the answer is on its way
 * `isPending` is true and screens that depend on it show 'Cargando...' (SPEC §2).
 */
export function useCurrentUser() {
  return useQuery(currentUserQueryOptions);
}

/** Whether the signed-in person may change cards (editors and admins, issue 7). */
export function canEditCards(user: CurrentUser | null | undefined): boolean {
  return user !== null && user !== undefined && canEditCatalogue(user.role);
}

export type SessionResult = { ok: true } | { ok: false; message: string };

const TOO_MANY_ATTEMPTS = 'Demasiados intentos. Espera un momento antes de volver a intentarlo.';

/** The server words every account failure (better-auth's codes included) in Spanish. */
async function describeAuthFailure(response: Response): Promise<string> {
  if (response.status === 429) return TOO_MANY_ATTEMPTS;
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const failure = errorBodySchema.safeParse(body);
  return failure.success
    ? failure.data.message
    : `No se pudo completar la solicitud (error ${response.status}).`;
}

async function postAuth(path: string, body: object): Promise<SessionResult> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, message: 'No se pudo contactar con el servidor. Revisa tu conexión.' };
  }
  if (!response.ok) return { ok: false, message: await describeAuthFailure(response) };
  return { ok: true };
}

/**
 * Signing in, up and out against better-auth (`/api/auth/*`). After each, who is signed in is
 * asked again and everything fetched under the previous session is dropped, so no screen keeps
 * showing what the previous person was allowed to see.
 */
export function useSessionActions() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const refreshSession = async (result: SessionResult): Promise<SessionResult> => {
      if (result.ok) {
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] === 'session' });
        await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      }
      return result;
    };
    return {
      signIn: async (request: SignInRequest) =>
        refreshSession(await postAuth(AUTH_PATHS.signIn, request)),
      signUp: async (request: SignUpRequest) =>
        refreshSession(await postAuth(AUTH_PATHS.signUp, request)),
      signOut: async () => refreshSession(await postAuth(AUTH_PATHS.signOut, {})),
    };
  }, [queryClient]);
}

/**
 * Query keys of data only a signed-in person may fetch all start with 'session', so signing in
 * or out drops them together.
 */
export const SESSION_SCOPED_QUERY_KEYS = {
  users: ['session', 'users'] as const,
  revisions: (cardId: number) => ['session', 'revisions', cardId] as const,
};
