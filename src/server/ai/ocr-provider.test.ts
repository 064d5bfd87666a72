import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardListSchema } from '../../contract/cards';
import { normalizeSuggestion } from '../../domain/ai-reply/suggestion';
import type { Card } from '../../domain/cards/card';
import { formatCardType } from '../../domain/cards/card-type-labels';
import { createDemoImagesService } from '../images/demo-images.service';
import { createImageLoader, type ImageLoader } from '../images/remote-image-loader';
import type { AiProvider } from './ai-provider';
import { createOcrProvider } from './ocr-provider';

const DEMO_DIR = fileURLToPath(new URL('../../../data/demo/', import.meta.url));
/**
 * Enough cards to cover every type and text length, few enough to read in well under a minute;
 * OCR_ALL_DEMO_CARDS=1 reads the whole catalogue (about a minute on two cores).
 */
const SAMPLE_SIZE = process.env.OCR_ALL_DEMO_CARDS ? Number.POSITIVE_INFINITY : 32;

/** 1 − edit distance / longer length: how nearly two texts agree, character by character. */
function measureSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return 1 - (previous[b.length] ?? 0) / Math.max(a.length, b.length);
}

/** Every n-th demo card with an image, so the sample is fixed and spread over the catalogue. */
function pickSample(cards: Card[]): Card[] {
  const withImages = cards.filter(
    (card) =>
      card.ruta_completa !== null &&
      existsSync(path.join(DEMO_DIR, card.ruta_completa.replace('/images/demo/', 'images/'))),
  );
  const step = Math.max(1, Math.floor(withImages.length / SAMPLE_SIZE));
  return withImages.filter((_, index) => index % step === 0).slice(0, SAMPLE_SIZE);
}

describe('offline OCR provider', () => {
  let provider: AiProvider;
  let loadImage: ImageLoader;
  let thumbnailDir: string;
  let sample: Card[];

  beforeAll(async () => {
    thumbnailDir = await mkdtemp(path.join(os.tmpdir(), 'grimorio-ocr-'));
    provider = createOcrProvider({ cacheDir: path.join(thumbnailDir, 'tesseract-cache') });
    loadImage = createImageLoader({
      demoImages: createDemoImagesService({
        imagesDir: path.join(DEMO_DIR, 'images'),
        thumbnailDir,
      }),
      allowedHosts: new Set(),
    });
    const cards = cardListSchema.parse(
      JSON.parse(await readFile(path.join(DEMO_DIR, 'cards.json'), 'utf8')),
    );
    sample = pickSample(cards);
  });
  afterAll(async () => {
    await provider.close();
    await rm(thumbnailDir, { recursive: true, force: true });
  });

  it(
    'reads the name of every sampled demo card exactly, and its ability nearly',
    { timeout: 120_000 },
    async () => {
      expect(sample.length).toBeGreaterThanOrEqual(30);
      const misreadNames: string[] = [];
      const similarities: number[] = [];
      const misreadNumbers: string[] = [];
      for (const card of sample) {
        const image = await loadImage(card.ruta_completa ?? '');
        if (!image.ok) throw new Error(`${card.id}: ${image.message}`);
        const reading = await provider.readCard({ image: image.image, prompt: '' });
        if (!reading.ok) throw new Error(`${card.id}: ${reading.error}`);
        const suggestion = normalizeSuggestion(reading.reply);
        if (suggestion.nombre !== card.nombre)
          misreadNames.push(`${card.nombre} → ${suggestion.nombre}`);
        if (card.habilidad)
          similarities.push(measureSimilarity(suggestion.ability, card.habilidad));
        if (suggestion.tipo !== formatCardType(card.tipo))
          misreadNumbers.push(`${card.id} tipo ${suggestion.tipo}`);
        if (card.coste !== null && suggestion.coste !== card.coste)
          misreadNumbers.push(`${card.id} coste ${suggestion.coste}`);
        if (card.fuerza !== null && suggestion.strength !== card.fuerza)
          misreadNumbers.push(`${card.id} fuerza ${suggestion.strength}`);
      }
      const nameAccuracy = (sample.length - misreadNames.length) / sample.length;
      const abilityAccuracy =
        similarities.reduce((sum, value) => sum + value, 0) / similarities.length;
      console.info(
        `OCR sobre ${sample.length} cartas de demostración: nombres exactos ${(nameAccuracy * 100).toFixed(1)} %, ` +
          `similitud media de la habilidad ${(abilityAccuracy * 100).toFixed(1)} %`,
      );

      expect(misreadNames).toEqual([]);
      expect(abilityAccuracy).toBeGreaterThanOrEqual(0.95);
      expect(Math.min(...similarities)).toBeGreaterThanOrEqual(0.8);
      expect(misreadNumbers).toEqual([]);
    },
  );

  it(
    'reads a picture in another layout whole, taking its first line as the name',
    { timeout: 60_000 },
    async () => {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="500"><rect width="900" height="500" fill="#ffffff"/>
      <text x="40" y="90" font-family="DejaVu Sans" font-size="48" font-weight="bold">Dragón de Ceniza</text>
      <text x="40" y="170" font-family="DejaVu Sans" font-size="34">Aliado — Dragón</text>
      <text x="40" y="250" font-family="DejaVu Sans" font-size="30">Cuando entra en juego, destruye un talismán.</text></svg>`;
      const jpegBase64 = (await sharp(Buffer.from(svg)).jpeg().toBuffer()).toString('base64');

      const reading = await provider.readCard({
        image: { jpegBase64, width: 900, height: 500 },
        prompt: '',
      });

      expect(reading.ok).toBe(true);
      if (!reading.ok) return;
      expect(reading.reply).toMatchObject({
        nombre: 'Dragón de Ceniza',
        tipo: 'Aliado',
        raza: 'Dragón',
      });
      expect(String(reading.reply['ability'])).toContain('destruye un talismán');
      expect(JSON.parse(reading.rawReply)).toEqual(reading.reply);
    },
  );
});
