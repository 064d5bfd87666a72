import { z } from 'zod';

/**
 * A schema built on its first use (a parse, or `.unwrap()` for its shape) instead of when its
 * module is evaluated. zod 4 spends main-thread time on every schema it builds, and a first load
 * on a phone evaluates hundreds of them, most for payloads that screen never sees (issue 19,
 * ADR 0026). The contract's schemas, and the browser's schemas of what it stores, are all
 * written this way. `.unwrap()` gives the built schema, the same instance every time: a builder
 * composes the others' built schemas with it (so parsing goes through no extra layer), and code
 * that needs a shape or a method such as `.extend()` reads it there.
 *
 * zod reads its `jitless` setting when a schema is built, so in the browser it applies to every
 * schema now, whatever imported the schema first (src/client/lib/zod-jitless.ts).
 */
export function builtOnFirstUse<T extends z.ZodType>(build: () => T): z.ZodLazy<T> {
  let built: T | undefined;
  return z.lazy(() => (built ??= build()));
}
