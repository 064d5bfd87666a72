import { defineConfig } from 'drizzle-kit';

/** drizzle-kit generates SQL migrations from the schema; the server applies them at start. */
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/server/db/schema.ts', './src/server/db/ai-schema.ts'],
  out: './src/server/db/migrations',
});
