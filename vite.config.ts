import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const serverPort = Number(process.env.PORT ?? 3000);

export default defineConfig({
  root: 'src/client',
  publicDir: false,
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    // Written for the bundle benchmark (bench/catalogue reads them), never linked from the
    // scripts and never served (client-app.ts refuses *.map): the source stays private.
    sourcemap: 'hidden',
  },
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${serverPort}`,
      '/images': `http://127.0.0.1:${serverPort}`,
    },
  },
  test: {
    root: '.',
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}'],
      exclude: ['src/**/*.test.{ts,tsx}', 'src/server/db/migrations/**'],
      reporter: ['text-summary', 'text'],
      thresholds: { 'src/domain/**': { lines: 95 } },
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'domain',
          root: '.',
          include: ['src/domain/**/*.test.ts', 'src/contract/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          root: '.',
          include: ['src/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          root: '.',
          include: ['src/client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Whole-screen tests in jsdom share two cores with the server tests; a generous
          // timeout keeps a busy machine from failing a test that is merely slow.
          testTimeout: 20_000,
          setupFiles: ['src/client/test-setup.ts'],
        },
      },
    ],
  },
});
