import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { OFFLINE_AI_CONFIG, type AiConfig } from './ai/ai-config';
import { registerAiRoutes } from './ai/ai.routes';
import { createAiServiceFromConfig } from './ai/ai-service-factory';
import type { GrimorioAuth } from './auth/auth-instance';
import { createAuthAttemptHooks, type AuthRateLimits } from './auth/auth-rate-limits';
import { registerAuthRoutes } from './auth/auth.routes';
import { registerCsrfProtection } from './auth/csrf-protection';
import { registerCurrentUser } from './auth/current-user';
import { registerBanlistsRoutes } from './banlists/banlists.routes';
import { registerCollectionRoutes } from './collection/collection.routes';
import { createCollectionService } from './collection/collection.service';
import { createCommunityDecksService } from './community/community-decks.service';
import { registerCommunityRoutes } from './community/community.routes';
import { registerAccountDecksRoutes } from './decks/account-decks.routes';
import { createAccountDecksService } from './decks/account-decks.service';
import { createBanlistsService } from './banlists/banlists.service';
import { registerCardWritesRoutes } from './cards/card-writes.routes';
import { createCardWritesService } from './cards/card-writes.service';
import { registerCardsRoutes } from './cards/cards.routes';
import { createCardsService } from './cards/cards.service';
import { watchCatalogueRevision } from './catalogue/catalogue-revision-watch';
import { createCatalogueExports } from './catalogue/catalogue-export.service';
import { registerCatalogueRoutes } from './catalogue/catalogue.routes';
import { createNotFoundHandler, registerClientApp } from './client-app/client-app';
import { readEditionBlocks } from './edition-blocks/edition-blocks.repository';
import { registerDeckImagesRoutes } from './deck-images/deck-images.routes';
import { createDeckImagesService } from './deck-images/deck-images.service';
import type { Config } from './config';
import type { DatabaseConnection } from './db/connect';
import { registerEditionBlocksRoutes } from './edition-blocks/edition-blocks.routes';
import { registerHealthRoutes } from './health/health.routes';
import { registerErrorHandler } from './http/error-replies';
import { registerSecurityHeaders } from './http/security-headers';
import { registerJsonBodyParser } from './http/json-body';
import { registerUrlCharacterCheck } from './http/url-characters';
import { readClientAddress } from './http/client-address';
import { createLogSerializers } from './http/log-redaction';
import { createRateLimitStore } from './http/rate-limit-store';
import { createSharedRequestLimit } from './http/shared-request-limit';
import { registerCatalogueReadYourWrites } from './catalogue/catalogue-read-your-writes';
import { compileZodValidator, type ZodFastify, type ZodTypeProvider } from './http/zod-validation';
import { createDemoImagesService } from './images/demo-images.service';
import { registerImagesRoutes } from './images/images.routes';
import { registerUsersRoutes } from './users/users.routes';
import { createUsersService } from './users/users.service';

/** What the app needs from the outside world; main.ts and the tests each provide their own. */
export interface AppDeps {
  database: DatabaseConnection;
  /** Folder holding the demo catalogue's `images/`. */
  demoDir: string;
  /** The built client; the API still runs when it is missing. */
  clientDir: string;
  /** Where rendered thumbnails are cached (under DATA_DIR). */
  thumbnailDir: string;
  logLevel: Config['logLevel'];
  /** Where log lines go; unset: standard output. Tests capture it to look for leaked secrets. */
  logStream?: { write: (line: string) => void };
  rateLimitPerMinute: number;
  /**
   * On PostgreSQL, how long an instance counts a client's requests on its own before it learns
   * the total of every instance (ms); default 1 s. Tests shorten it.
   */
  requestLimitSyncMs?: number;
  /** better-auth on `database` (createAuth). */
  auth: GrimorioAuth;
  /** The public address behind a proxy; state-changing requests must come from it or the host. */
  appOrigin: string | undefined;
  /** The proxies whose X-Forwarded-For gives the client's address (TRUST_PROXY); unset: none. */
  trustProxy?: readonly string[];
  /** Sign-in and sign-up attempts allowed per account and per client address. */
  authRateLimits: AuthRateLimits;
  /** The AI card reading; unset: offline OCR with the defaults. */
  ai?: AiConfig;
}

/** Assembles the HTTP application: security headers, compression, the API, images and the SPA. */
export async function buildApp(deps: AppDeps): Promise<ZodFastify> {
  const trustedProxies = deps.trustProxy ?? [];
  const app = Fastify({
    // Without trusted proxies X-Forwarded-For is ignored: anyone could send one.
    trustProxy: trustedProxies.length > 0 ? [...trustedProxies] : false,
    logger: {
      level: deps.logLevel,
      serializers: createLogSerializers(),
      ...(deps.logStream === undefined ? {} : { stream: deps.logStream }),
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(compileZodValidator);
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  registerUrlCharacterCheck(app);

  registerSecurityHeaders(app);
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip', 'deflate'] });
  registerCsrfProtection(app, deps.appOrigin);
  registerCurrentUser(app, deps.auth);
  const demoImages = createDemoImagesService({
    imagesDir: path.join(deps.demoDir, 'images'),
    thumbnailDir: deps.thumbnailDir,
  });
  const catalogueRevisions = await watchCatalogueRevision(deps.database);
  app.addHook('onClose', () => catalogueRevisions.close());
  registerCatalogueReadYourWrites(app, catalogueRevisions);
  const cards = createCardsService(deps.database.db, catalogueRevisions);
  // The formats as stored, for the deck images and a shared deck's page.
  const formats = createBanlistsService(deps.database.db);
  const aiConfig = deps.ai ?? OFFLINE_AI_CONFIG;
  const ai = createAiServiceFromConfig(aiConfig, deps.database.db, demoImages);
  app.addHook('onClose', () => ai.close());

  await app.register(async (api: ZodFastify) => {
    // On PostgreSQL counted across instances, in batches so a request seldom waits for the
    // database (http/shared-request-limit.ts); in memory on PGlite, where one process runs.
    const sharedRequestLimit =
      deps.database.kind === 'postgres'
        ? createSharedRequestLimit(deps.database.db, {
            ...(deps.requestLimitSyncMs === undefined
              ? {}
              : { syncIntervalMs: deps.requestLimitSyncMs }),
            onError: (error) => app.log.warn({ err: error }, 'request limit: database unreachable'),
          })
        : undefined;
    if (sharedRequestLimit !== undefined) app.addHook('onClose', () => sharedRequestLimit.close());
    await api.register(fastifyRateLimit, {
      ...(sharedRequestLimit === undefined ? {} : { store: sharedRequestLimit.Store }),
      max: deps.rateLimitPerMinute,
      timeWindow: '1 minute',
      keyGenerator: readClientAddress,
      // The counters go out only with a 429 (with Retry-After): on every other answer they would
      // be bytes on the hottest path that no client reads.
      addHeadersOnExceeding: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
      },
    });
    registerHealthRoutes(api, deps.database, cards);
    registerCatalogueRoutes(api, deps.database.db, createCatalogueExports(cards));
    // Counted in the database on PostgreSQL, so every instance on it holds the same limits.
    const attemptLimits = createRateLimitStore(deps.database);
    const authAttempts = createAuthAttemptHooks(attemptLimits, deps.authRateLimits);
    registerAuthRoutes(api, deps.auth, authAttempts);
    registerUsersRoutes(api, createUsersService(deps.database.db));
    registerCardsRoutes(api, cards);
    registerCardWritesRoutes(api, createCardWritesService(deps.database.db));
    registerBanlistsRoutes(api, createBanlistsService(deps.database.db, cards));
    registerEditionBlocksRoutes(api, deps.database.db);
    registerAccountDecksRoutes(api, deps.database.db, createAccountDecksService(deps.database.db));
    registerCommunityRoutes(api, deps.database.db, createCommunityDecksService(deps.database.db));
    registerCollectionRoutes(api, createCollectionService(deps.database.db));
    registerAiRoutes(api, ai, aiConfig.readingsPerMinute, attemptLimits);
    const deckImages = createDeckImagesService({ cards, banlists: formats, images: demoImages });
    registerDeckImagesRoutes(api, deckImages, deps.rateLimitPerMinute);
  });

  registerImagesRoutes(app, demoImages);
  const isClientAvailable = await registerClientApp(app, deps.clientDir, cards, {
    listBanlists: formats.listBanlists,
    readEditionBlocks: () => readEditionBlocks(deps.database.db),
  });
  app.setNotFoundHandler(createNotFoundHandler(isClientAvailable));
  return app;
}
