/**
 * Checks that the built client holds no AI provider address and no key (issue 8 point 7): the
 * browser talks to our server only. Scans every text file under dist/client for provider hosts
 * (OpenAI, OpenRouter, Azure, the AI_BASE_URL host) and key-like strings (sk-…, AI_API_KEY).
 *
 * Usage: npx tsx scripts/check-client-bundle.ts [folder]   (after `npm run build`)
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const TEXT_FILE = /\.(?:html|js|mjs|cjs|css|map|json|svg|txt|webmanifest)$/iu;

/** Hosts of the providers the server may call; none belongs in the browser's code. */
export const PROVIDER_HOSTS = ['api.openai.com', 'openrouter.ai', 'openai.azure.com', 'azure.com'];

/** An OpenAI-style secret key (sk-…, sk-proj-…). */
const KEY_PATTERN = /\bsk-[A-Za-z0-9_-]{16,}/gu;

export interface BundleLeak {
  file: string;
  kind: 'provider_host' | 'key';
  /** What was found; keys are shown masked. */
  found: string;
}

export interface BundleCheckOptions {
  /** More hosts to refuse, e.g. the AI_BASE_URL host. */
  extraHosts?: readonly string[];
  /** Exact secrets to refuse, e.g. the AI_API_KEY value. */
  secrets?: readonly string[];
}

function maskSecret(secret: string): string {
  return `${secret.slice(0, 5)}…`;
}

async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(folder, entry.name);
      return entry.isDirectory() ? listFiles(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

/** Every provider host and key found in the text files under `folder`. */
export async function findBundleLeaks(
  folder: string,
  options: BundleCheckOptions = {},
): Promise<BundleLeak[]> {
  const hosts = [...PROVIDER_HOSTS, ...(options.extraHosts ?? [])].map((host) =>
    host.toLowerCase(),
  );
  const secrets = (options.secrets ?? []).filter((secret) => secret.length >= 8);
  const leaks: BundleLeak[] = [];
  for (const file of await listFiles(folder)) {
    if (!TEXT_FILE.test(file)) continue;
    const text = await readFile(file, 'utf8');
    const lowerText = text.toLowerCase();
    const relative = path.relative(folder, file);
    for (const host of hosts) {
      if (lowerText.includes(host))
        leaks.push({ file: relative, kind: 'provider_host', found: host });
    }
    for (const secret of secrets) {
      if (text.includes(secret))
        leaks.push({ file: relative, kind: 'key', found: maskSecret(secret) });
    }
    for (const match of text.matchAll(KEY_PATTERN)) {
      leaks.push({ file: relative, kind: 'key', found: maskSecret(match[0]) });
    }
  }
  return leaks;
}

/** The hosts and secrets of the environment's AI settings, to refuse too. */
export function readEnvironmentSecrets(environment: NodeJS.ProcessEnv): BundleCheckOptions {
  const baseUrl = environment.AI_BASE_URL?.trim();
  let extraHosts: string[] = [];
  if (baseUrl) {
    try {
      extraHosts = [new URL(baseUrl).host];
    } catch {
      extraHosts = [];
    }
  }
  const key = environment.AI_API_KEY?.trim();
  return { extraHosts, secrets: key ? [key] : [] };
}

async function main(): Promise<void> {
  const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const folder = path.resolve(process.argv[2] ?? path.join(repositoryRoot, 'dist', 'client'));
  const isFolder = await stat(folder).then(
    (stats) => stats.isDirectory(),
    () => false,
  );
  if (!isFolder) {
    console.error(`No existe ${folder}: ejecuta «npm run build» primero.`);
    process.exitCode = 1;
    return;
  }
  const leaks = await findBundleLeaks(folder, readEnvironmentSecrets(process.env));
  for (const leak of leaks) {
    const what = leak.kind === 'key' ? 'una clave' : 'la dirección de un proveedor';
    console.error(`${leak.file}: contiene ${what} (${leak.found})`);
  }
  if (leaks.length > 0) {
    process.exitCode = 1;
    return;
  }
  console.log(`Cliente sin claves ni direcciones de proveedores de IA (${folder}).`);
}

const isEntryPoint =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntryPoint) await main();
