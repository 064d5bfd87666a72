import { z } from 'zod';
import {
  currentUserSchema,
  signUpRequestSchema,
  type CurrentUser,
  type UserRole,
} from '../../contract/auth';
import type { GrimorioAuth } from '../auth/auth-instance';
import type { Database } from '../db/connect';
import { describeIssue } from '../http/zod-validation';
import { findUserRowByEmail, updateUserRole } from './users.repository';

export interface AccountRequest {
  email: string;
  password: string;
  /** Shown in revision histories; the part of the email before the @ when absent. */
  name?: string | undefined;
  role: UserRole;
}

export type Provisioning =
  { ok: true; user: CurrentUser; isNew: boolean } | { ok: false; problems: string[] };

const spanishErrors = z.locales.es().localeError;

function describeFailure(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Makes sure an account exists with this role: creates it with the password when the email is
 * new, otherwise only sets the role (an existing password is never replaced from here). Used by
 * the ADMIN_EMAIL start-up bootstrap and by `npm run user:create`.
 */
export async function provisionAccount(
  auth: GrimorioAuth,
  db: Database,
  request: AccountRequest,
): Promise<Provisioning> {
  const parsed = signUpRequestSchema.safeParse(
    {
      email: request.email,
      password: request.password,
      name: request.name ?? request.email.split('@')[0],
    },
    { error: spanishErrors },
  );
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => describeIssue(issue).message),
    };
  }
  const existing = await findUserRowByEmail(db, parsed.data.email);
  if (existing === null) {
    try {
      await auth.api.signUpEmail({ body: parsed.data });
    } catch (error) {
      return { ok: false, problems: [`No se pudo crear la cuenta: ${describeFailure(error)}`] };
    }
  }
  const created = existing ?? (await findUserRowByEmail(db, parsed.data.email));
  const updated = created === null ? null : await updateUserRole(db, created.id, request.role);
  if (updated === null) return { ok: false, problems: ['No se encontró la cuenta recién creada.'] };
  return { ok: true, user: currentUserSchema.parse(updated), isNew: existing === null };
}
