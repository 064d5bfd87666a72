/**
 * Renders the demo catalogue's card images (data/demo/images/<id>.webp) from data/demo/cards.json.
 * Deterministic and idempotent: the same catalogue gives the same files, and images no card
 * refers to any more are removed. The output is committed, so the running app needs no fonts.
 *
 * Usage: npx tsx scripts/generate-demo-images.ts
 *
 * The frame and artwork are drawn in demo-card-frame.ts; this file lays out the text and writes
 * the files.
 */
import { mkdir, readFile, readdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { cardListSchema } from '../src/contract/cards';
import type { Card } from '../src/domain/cards/card';
import {
  buildFrameSvg,
  escapeXml,
  FLAVOUR_INK,
  FONT_FAMILY,
  INK,
  INNER_WIDTH,
  MARGIN,
  NAME_BAR,
  TEXT_BOX,
} from './demo-card-frame';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEMO_CARDS_PATH = path.join(REPO_ROOT, 'data/demo/cards.json');
export const DEMO_IMAGES_DIR = path.join(REPO_ROOT, 'data/demo/images');

const DEMO_IMAGE_URL = /^\/images\/demo\/(\d+\.webp)$/;
const WEBP_QUALITY = 85;

/** Name sizes tried in order until the name fits on one line (OCR needs it whole and large). */
const NAME_FONTS = [
  'DejaVu Sans Bold 40',
  'DejaVu Sans Bold 37',
  'DejaVu Sans Bold 34',
  'DejaVu Sans Condensed Bold 36',
  'DejaVu Sans Condensed Bold 34',
];
/** Ability and flavour sizes tried in order until both fit in the text box. */
const TEXT_SIZES = [
  { ability: 25, flavour: 20 },
  { ability: 24, flavour: 19 },
  { ability: 23, flavour: 18 },
  { ability: 22, flavour: 18 },
];

/** The image file a card's ruta_completa points at in the demo image folder, if any. */
export function getDemoImageFileName(card: Pick<Card, 'ruta_completa'>): string | null {
  const match = card.ruta_completa?.match(DEMO_IMAGE_URL);
  return match?.[1] ?? null;
}

interface TextLayer {
  input: Buffer;
  width: number;
  height: number;
}

async function renderMarkup(markup: string, wrapWidth?: number): Promise<TextLayer> {
  const { data, info } = await sharp({
    text: {
      text: markup,
      dpi: 72,
      rgba: true,
      spacing: 5,
      ...(wrapWidth === undefined ? {} : { width: wrapWidth, wrap: 'word' as const }),
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { input: data, width: info.width, height: info.height };
}

/** A Pango span; ligatures are off because OCR reads "fi" and "fl" glyphs poorly. */
function buildSpan(fontDescription: string, colour: string, text: string): string {
  return `<span font_features="liga=0,clig=0" font_desc="${fontDescription}" foreground="${colour}">${escapeXml(text)}</span>`;
}

/** Renders the name at the largest size that fits on one line; null when none does. */
async function renderName(name: string): Promise<TextLayer | null> {
  const available = INNER_WIDTH - 32;
  for (const font of NAME_FONTS) {
    const layer = await renderMarkup(buildSpan(font, INK, name));
    if (layer.width <= available) return layer;
  }
  return null;
}

function buildTextMarkup(card: Card, sizes: { ability: number; flavour: number }): string {
  const parts: string[] = [];
  if (card.habilidad) {
    parts.push(buildSpan(`${FONT_FAMILY} ${sizes.ability}`, INK, card.habilidad));
  }
  if (card.flavor_text) {
    parts.push(buildSpan(`${FONT_FAMILY} Oblique ${sizes.flavour}`, FLAVOUR_INK, card.flavor_text));
  }
  return parts.join('\n\n');
}

type RulesTextResult = { ok: true; layer: TextLayer | null } | { ok: false };

/** Renders ability and flavour at the largest sizes that fit in the text box. */
async function renderRulesText(card: Card): Promise<RulesTextResult> {
  if (!card.habilidad && !card.flavor_text) return { ok: true, layer: null };
  const wrapWidth = INNER_WIDTH - 2 * TEXT_BOX.padding;
  const maxHeight = TEXT_BOX.height - 2 * TEXT_BOX.padding;
  for (const sizes of TEXT_SIZES) {
    const layer = await renderMarkup(buildTextMarkup(card, sizes), wrapWidth);
    if (layer.height <= maxHeight) return { ok: true, layer };
  }
  return { ok: false };
}

export type RenderResult = { ok: true; image: Buffer } | { ok: false; reason: string };

/**
 * Renders one card as a 630×880 WebP image. A name or text that would not fit is refused rather
 * than cut, because the OCR check of the review workflow must be able to read it whole.
 */
export async function renderCardImage(card: Card): Promise<RenderResult> {
  const name = await renderName(card.nombre);
  if (name === null) {
    return { ok: false, reason: `El nombre «${card.nombre}» no cabe en una línea de la carta.` };
  }
  const rulesText = await renderRulesText(card);
  if (!rulesText.ok) {
    return { ok: false, reason: `El texto de «${card.nombre}» no cabe en la caja de habilidad.` };
  }
  const layers = [
    {
      input: name.input,
      left: MARGIN + 16,
      top: NAME_BAR.top + Math.round((NAME_BAR.height - name.height) / 2),
    },
  ];
  if (rulesText.layer) {
    layers.push({
      input: rulesText.layer.input,
      left: MARGIN + TEXT_BOX.padding,
      top: TEXT_BOX.top + TEXT_BOX.padding,
    });
  }
  const image = await sharp(Buffer.from(buildFrameSvg(card)))
    .composite(layers)
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
  return { ok: true, image };
}

export interface GenerationReport {
  written: string[];
  removed: string[];
  failed: { fileName: string; reason: string }[];
}

/**
 * Writes an image for every card whose ruta_completa is '/images/demo/<id>.webp' and removes
 * WebP files in the folder that no card refers to.
 */
export async function generateDemoImages(
  cards: readonly Card[],
  imagesDir: string,
): Promise<GenerationReport> {
  await mkdir(imagesDir, { recursive: true });
  const written: string[] = [];
  const failed: GenerationReport['failed'] = [];
  const expected = new Set<string>();
  for (const card of cards) {
    const fileName = getDemoImageFileName(card);
    if (fileName === null) continue;
    expected.add(fileName);
    const result = await renderCardImage(card);
    if (!result.ok) {
      failed.push({ fileName, reason: result.reason });
      continue;
    }
    await writeFile(path.join(imagesDir, fileName), result.image);
    written.push(fileName);
  }
  const removed: string[] = [];
  for (const entry of await readdir(imagesDir)) {
    if (entry.endsWith('.webp') && !expected.has(entry)) {
      await unlink(path.join(imagesDir, entry));
      removed.push(entry);
    }
  }
  return { written, removed, failed };
}

async function main(): Promise<void> {
  const parsed = cardListSchema.safeParse(JSON.parse(await readFile(DEMO_CARDS_PATH, 'utf8')));
  if (!parsed.success) {
    console.error(`data/demo/cards.json no es válido: ${parsed.error.message}`);
    process.exitCode = 1;
    return;
  }
  const report = await generateDemoImages(parsed.data, DEMO_IMAGES_DIR);
  for (const { fileName, reason } of report.failed) console.error(`${fileName}: ${reason}`);
  console.log(
    `Imágenes generadas: ${report.written.length}; eliminadas por obsoletas: ${report.removed.length}; fallidas: ${report.failed.length}.`,
  );
  if (report.failed.length > 0) process.exitCode = 1;
}

const isEntryPoint =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntryPoint) await main();
