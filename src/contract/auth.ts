import { z } from 'zod';
import { builtOnFirstUse } from './built-on-first-use';

/** The product's roles: everyone who signs up is a player; admins promote editors. */
export const USER_ROLES = ['player', 'editor', 'admin'] as const;

export const userRoleSchema = builtOnFirstUse(() => z.enum(USER_ROLES));

export type UserRole = z.infer<typeof userRoleSchema>;

/** Roles allowed to change official data: cards, reviews, AI suggestions, official banlists. */
export const EDITOR_ROLES = ['editor', 'admin'] as const satisfies readonly UserRole[];

/** Whether a role may change official data (cards, reviews, official banlists). */
export function canEditCatalogue(role: UserRole): boolean {
  return (EDITOR_ROLES as readonly UserRole[]).includes(role);
}

/** The signed-in person as the API describes them. */
export const currentUserSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string().min(1),
    email: z.string(),
    name: z.string(),
    role: userRoleSchema.unwrap(),
  }),
);

export type CurrentUser = z.infer<typeof currentUserSchema>;

/** `GET /api/me`: who is signed in, or null for a visitor. */
export const meResponseSchema = builtOnFirstUse(() =>
  z.object({ user: currentUserSchema.unwrap().nullable() }),
);

export type MeResponse = z.infer<typeof meResponseSchema>;

/** `GET /api/users` (admins): every account, oldest first. */
export const userListSchema = builtOnFirstUse(() => z.array(currentUserSchema.unwrap()));

/** `:id` path parameter of a user. */
export const userIdParamsSchema = builtOnFirstUse(() => z.object({ id: z.string().min(1) }));

/** Body of `PUT /api/users/:id/role` (admins). */
export const roleChangeRequestSchema = builtOnFirstUse(() =>
  z.object({ role: userRoleSchema.unwrap() }),
);

export type RoleChangeRequest = z.infer<typeof roleChangeRequestSchema>;

/** better-auth's password bounds (its defaults), checked before the request reaches it. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const emailSchema = builtOnFirstUse(() => z.string().trim().toLowerCase().pipe(z.email()));

/** Body of `POST /api/auth/sign-up/email`. */
export const signUpRequestSchema = builtOnFirstUse(() =>
  z.object({
    email: emailSchema.unwrap(),
    password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
    name: z.string().trim().min(1).max(100),
  }),
);

export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

/** Body of `POST /api/auth/sign-in/email`. */
export const signInRequestSchema = builtOnFirstUse(() =>
  z.object({
    email: emailSchema.unwrap(),
    password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  }),
);

export type SignInRequest = z.infer<typeof signInRequestSchema>;

/**
 * Paths of accounts and sessions. Under /api/auth the server forwards to better-auth only these
 * four (sign-up, sign-in, sign-out, get-session); every other path there answers 404.
 */
export const AUTH_PATHS = {
  authBase: '/api/auth',
  signUp: '/api/auth/sign-up/email',
  signIn: '/api/auth/sign-in/email',
  signOut: '/api/auth/sign-out',
  getSession: '/api/auth/get-session',
  me: '/api/me',
  users: '/api/users',
  userRole: (id: string) => `/api/users/${encodeURIComponent(id)}/role`,
} as const;

/** The refusal of a state-changing request sent from another site. */
export const CSRF_REFUSAL = {
  error: 'csrf',
  message: 'Solicitud rechazada: origen no permitido.',
} as const;
