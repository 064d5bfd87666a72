import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { loadAiConfig, type AiConfig } from './ai/ai-config';
import type { AuthRateLimits } from './auth/auth-rate-limits';
import { DEFAULT_POOL_MAX, MIN_POOL_MAX } from './db/pool-size';

const REPOSITORY_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Named ranges the proxy-address matcher Fastify uses understands, besides addresses. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, an address with a prefix length (CIDR), or one of the named ranges. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/** Empty variables count as unset, so `DATABASE_URL=` in a .env means "use PGlite". */
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATABASE_POOL_MAX: z.coerce.number().int().min(MIN_POOL_MAX).max(1000).default(DEFAULT_POOL_MAX),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(1000),
  BETTER_AUTH_SECRET: optionalText.pipe(z.string().min(32).optional()),
  APP_ORIGIN: optionalText.pipe(
    z
      .url({ protocol: /^https?$/ })
      .transform((url) => new URL(url).origin)
      .optional(),
  ),
  TRUST_PROXY: optionalText
    .transform((value) =>
      value === undefined ? [] : value.split(',').map((entry) => entry.trim()),
    )
    .refine((entries) => entries.every(isProxyAddress), {
      message:
        'direcciones de los proxies de confianza separadas por comas (IP, IP/prefijo, loopback, linklocal o uniquelocal)',
    }),
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalText,
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  SIGN_IN_ADDRESS_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  SIGN_UP_RATE_LIMIT: z.coerce.number().int().positive().default(5),
});

/** Everything the server reads from its environment, parsed once. */
export interface Config {
  port: number;
  host: string;
  /** Absolute; holds the embedded database and the thumbnail cache. */
  dataDir: string;
  /** Set: run on PostgreSQL; unset: run on the embedded PGlite under `dataDir`. */
  databaseUrl: string | undefined;
  /** Connections each instance keeps at most on PostgreSQL. */
  databasePoolMax: number;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  /** Requests per minute and client address allowed on /api. */
  rateLimitPerMinute: number;
  /** Signs session cookies; unset: generated once and kept in `${dataDir}/auth-secret`. */
  authSecret: string | undefined;
  /** The public address (scheme://host[:port]) behind a proxy; unset: each request's own host. */
  appOrigin: string | undefined;
  /**
   * The proxies (load balancers) whose X-Forwarded-For is believed: the client's address for the
   * limits and the logs is then the one they forward. Empty: the header is ignored.
   */
  trustProxy: string[];
  /** The first admin, created on start when absent (both set or neither). */
  admin: { email: string; password: string } | undefined;
  /** Sign-in attempts per minute per account and per address; sign-ups per hour per address. */
  authRateLimits: AuthRateLimits;
  /** The AI card reading: provider, model, image hosts (the AI_* variables). */
  ai: AiConfig;
  /** The shipped demo catalogue (cards.json and images/), part of the repository, not of DATA_DIR. */
  demoDir: string;
  /** The built client (vite build output). */
  clientDir: string;
}

export type ConfigResult = { ok: true; config: Config } | { ok: false; problems: string[] };

/** Parses the environment variables the server understands; unknown variables are ignored. */
export function loadConfig(environment: NodeJS.ProcessEnv): ConfigResult {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    };
  }
  const env = parsed.data;
  if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
    return {
      ok: false,
      problems: ['ADMIN_EMAIL, ADMIN_PASSWORD: se necesitan las dos variables, o ninguna.'],
    };
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const ai = loadAiConfig(environment, dataDir);
  if (!ai.ok) return ai;
  return {
    ok: true,
    config: {
      port: env.PORT,
      host: env.HOST,
      dataDir,
      databaseUrl: env.DATABASE_URL,
      databasePoolMax: env.DATABASE_POOL_MAX,
      logLevel: env.LOG_LEVEL,
      rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
      authSecret: env.BETTER_AUTH_SECRET,
      appOrigin: env.APP_ORIGIN,
      trustProxy: env.TRUST_PROXY,
      admin:
        env.ADMIN_EMAIL !== undefined && env.ADMIN_PASSWORD !== undefined
          ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
          : undefined,
      authRateLimits: {
        signInPerAccount: env.SIGN_IN_RATE_LIMIT,
        signInPerAddress: env.SIGN_IN_ADDRESS_RATE_LIMIT,
        signUpPerAddress: env.SIGN_UP_RATE_LIMIT,
      },
      ai: ai.config,
      demoDir: path.join(REPOSITORY_ROOT, 'data', 'demo'),
      clientDir: path.join(REPOSITORY_ROOT, 'dist', 'client'),
    },
  };
}
