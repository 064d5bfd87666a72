import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/** Where Vite writes its build manifest in the client's build (`build.manifest`, vite.config.ts). */
export const BUILD_MANIFEST_PATH = path.join('.vite', 'manifest.json');

const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    isEntry: z.boolean().optional(),
    imports: z.array(z.string()).optional(),
  }),
);

/** For each source module and shared chunk of the build: its file and the chunks it imports. */
export type BuildManifest = z.infer<typeof manifestSchema>;

/** The client build's manifest, or null when the build has none (an older build) or it is damaged. */
export async function readBuildManifest(clientDir: string): Promise<BuildManifest | null> {
  try {
    const text = await readFile(path.join(clientDir, BUILD_MANIFEST_PATH), 'utf8');
    const parsed = manifestSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The manifest keys of a module's chunk and of every chunk it imports, however deep. */
function collectImports(manifest: BuildManifest, key: string, found: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (chunk === undefined || found.has(key)) return found;
  found.add(key);
  for (const imported of chunk.imports ?? []) collectImports(manifest, imported, found);
  return found;
}

/**
 * The files a lazily loaded module needs that the page's entry does not already bring: its
 * chunk and the chunks it imports, in the manifest's order. Empty for a module the build lacks.
 */
export function listLazyModuleFiles(manifest: BuildManifest, sourceModule: string): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry === true);
  const brought = new Set<string>();
  for (const entry of entries) collectImports(manifest, entry, brought);
  return [...collectImports(manifest, sourceModule, new Set())]
    .filter((key) => !brought.has(key))
    .flatMap((key) => manifest[key]?.file ?? []);
}
