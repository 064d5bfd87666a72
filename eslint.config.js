// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

/** Architectural layers of ARCHITECTURE.md; the allowed imports are the policies below. */
const elements = [
  { type: 'domain', pattern: 'src/domain' },
  { type: 'contract', pattern: 'src/contract' },
  { type: 'server', pattern: 'src/server' },
  { type: 'feature', pattern: 'src/client/features/*', capture: ['feature'] },
  { type: 'client', pattern: 'src/client' },
];

export default tseslint.config(
  { ignores: ['dist', 'coverage', 'node_modules', 'data', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'domain' } }, allow: { to: { element: { type: 'domain' } } } },
            {
              from: { element: { type: 'contract' } },
              allow: { to: { element: { types: { anyOf: ['contract', 'domain'] } } } },
            },
            {
              from: { element: { type: 'server' } },
              allow: { to: { element: { types: { anyOf: ['server', 'contract', 'domain'] } } } },
            },
            {
              from: { element: { type: 'client' } },
              allow: {
                to: { element: { types: { anyOf: ['client', 'feature', 'contract', 'domain'] } } },
              },
            },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { types: { anyOf: ['client', 'contract', 'domain'] } } } },
            },
            { allow: { to: { module: { origin: 'external' } } } },
            { allow: { to: { module: { origin: 'core' } } } },
          ],
        },
      ],
    },
  },
  {
    // The rules engine is pure: no I/O, framework, clock or randomness.
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fs', 'fs/*', 'path', 'os', 'http', 'https', 'child_process', 'crypto'], message: 'src/domain is pure: no I/O.' },
            { group: ['react', 'react-*', 'react/*', 'drizzle-orm', 'drizzle-orm/*', '@electric-sql/*', 'pg', 'fastify', '@fastify/*', 'openai', 'sharp', 'zustand', 'wouter', '@tanstack/*', 'radix-ui'], message: 'src/domain depends on nothing but itself.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'src/domain is pure: no I/O.' },
        { name: 'localStorage', message: 'src/domain is pure: no I/O.' },
        { name: 'document', message: 'src/domain is pure: no I/O.' },
        { name: 'window', message: 'src/domain is pure: no I/O.' },
        { name: 'process', message: 'src/domain is pure: no environment.' },
        { name: 'setTimeout', message: 'src/domain is pure: no clock.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Pass the time in.' },
        { object: 'Math', property: 'random', message: 'Pass randomness in.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Pass the time in.' },
      ],
    },
  },
);
