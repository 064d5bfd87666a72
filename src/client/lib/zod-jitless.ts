import { z } from 'zod';

/**
 * zod compiles object parsers with `new Function` unless told not to, and probes for it when
 * the first object schema is built. The app's Content-Security-Policy forbids eval, so the probe
 * only logs a CSP violation in the console (Lighthouse's best practices count it) and zod falls
 * back to the interpreted parser anyway. This module must be evaluated before any schema is
 * built: main.tsx imports it first.
 */
z.config({ jitless: true });
