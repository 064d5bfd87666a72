import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { registerBanlistsRoutes } from './banlists/banlists.routes';
import { createBanlistsService } from './banlists/banlists.service';
import { registerCardsRoutes } from './cards/cards.routes';
import { createCardsService } from './cards/cards.service';
import { registerCatalogueRoutes } from './catalogue/catalogue.routes';
import { createNotFoundHandler, registerClientApp } from './client-app/client-app';
import type { Config } from './config';
import type { DatabaseConnection } from './db/connect';
import { registerEditionBlocksRoutes } from './edition-blocks/edition-blocks.routes';
import { registerHealthRoutes } from './health/health.routes';
import { registerErrorHandler } from './http/error-replies';
import { compileZodValidator, type ZodFastify, type ZodTypeProvider } from './http/zod-validation';
import { createDemoImagesService } from './images/demo-images.service';
import { registerImagesRoutes } from './images/images.routes';

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
  rateLimitPerMinute: number;
}

/** The built SPA runs only its own scripts; card images may come from any https host. */
const CONTENT_SECURITY_POLICY = {
  useDefaults: true,
  directives: {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'connect-src': ["'self'"],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    // The app is usually reached over plain http on a LAN; upgrading would break its requests.
    'upgrade-insecure-requests': null,
  },
};

/** Assembles the HTTP application: security headers, compression, the API, images and the SPA. */
export async function buildApp(deps: AppDeps): Promise<ZodFastify> {
  const app = Fastify({ logger: { level: deps.logLevel } }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(compileZodValidator);
  registerErrorHandler(app);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    // Plain-http LAN installs must not be told to insist on https.
    strictTransportSecurity: false,
  });
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip', 'deflate'] });

  await app.register(async (api: ZodFastify) => {
    await api.register(fastifyRateLimit, {
      max: deps.rateLimitPerMinute,
      timeWindow: '1 minute',
    });
    registerHealthRoutes(api, deps.database);
    registerCatalogueRoutes(api, deps.database.db);
    registerCardsRoutes(api, createCardsService(deps.database.db));
    registerBanlistsRoutes(api, createBanlistsService(deps.database.db));
    registerEditionBlocksRoutes(api, deps.database.db);
  });

  registerImagesRoutes(
    app,
    createDemoImagesService({
      imagesDir: path.join(deps.demoDir, 'images'),
      thumbnailDir: deps.thumbnailDir,
    }),
  );
  const isClientAvailable = await registerClientApp(app, deps.clientDir);
  app.setNotFoundHandler(createNotFoundHandler(isClientAvailable));
  return app;
}
