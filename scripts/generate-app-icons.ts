/**
 * Renders the installed app's icons (web app manifest, home screen) from one source drawing,
 * src/client/pwa/app-icon.svg, into src/client/pwa/public/icons/, which the build copies to
 * /icons/. The PNGs are committed; run this again only when the drawing changes.
 *
 * Usage: npx tsx scripts/generate-app-icons.ts
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const REPOSITORY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = path.join(REPOSITORY_ROOT, 'src/client/pwa/app-icon.svg');
const OUTPUT_DIR = path.join(REPOSITORY_ROOT, 'src/client/pwa/public/icons');
/** The drawing's background (stone-950), also the padding of the maskable icon. */
const BACKGROUND = '#0c0a09';
/** A maskable icon's content must fit the middle 80 % circle: the drawing is shrunk to that. */
const MASKABLE_SAFE_ZONE = 0.8;

interface IconSpec {
  file: string;
  size: number;
  maskable: boolean;
}

const APP_ICONS: readonly IconSpec[] = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon-180.png', size: 180, maskable: false },
];

async function renderIcon(svg: Buffer, spec: IconSpec): Promise<void> {
  const drawnSize = spec.maskable ? Math.round(spec.size * MASKABLE_SAFE_ZONE) : spec.size;
  const drawing = await sharp(svg, { density: 300 }).resize(drawnSize, drawnSize).png().toBuffer();
  const padding = Math.floor((spec.size - drawnSize) / 2);
  await sharp({
    create: { width: spec.size, height: spec.size, channels: 4, background: BACKGROUND },
  })
    .composite([{ input: drawing, top: padding, left: padding }])
    .png({ compressionLevel: 9 })
    .toFile(path.join(OUTPUT_DIR, spec.file));
}

async function main(): Promise<void> {
  const svg = await readFile(SOURCE);
  await mkdir(OUTPUT_DIR, { recursive: true });
  for (const spec of APP_ICONS) {
    await renderIcon(svg, spec);
    console.log(`${spec.file} (${spec.size} × ${spec.size}${spec.maskable ? ', maskable' : ''})`);
  }
}

await main();
