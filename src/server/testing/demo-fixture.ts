import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Card } from '../../domain/cards/card';
import { makeCard } from './card-factory';

/** A small demo catalogue on disk, laid out like data/demo: cards.json and images/<id>.webp. */
export interface DemoFixture {
  demoDir: string;
  cards: Card[];
  remove: () => Promise<void>;
}

const OWN_IMAGE = /^\/images\/demo\/([\w-]+\.webp)$/;

/** Three cards of different types; each test file gets its own copy on disk. */
export function makeDemoCards(): Card[] {
  return [
    makeCard({ id: 1, nombre: 'Caballero del Alba', habilidad: 'Carta Única.' }),
    makeCard({
      id: 2,
      nombre: 'Espada Rúnica',
      tipo: 'arma',
      fuerza: null,
      raza: null,
      coste: 1,
    }),
    makeCard({
      id: 3,
      nombre: 'Oro',
      tipo: 'oro',
      coste: null,
      fuerza: null,
      raza: null,
      ruta_completa: null,
    }),
  ];
}

/** Draws a card-sized picture with enough detail that its thumbnail is clearly smaller. */
async function drawCardImage(filePath: string, card: Card): Promise<void> {
  const stripes = Array.from(
    { length: 40 },
    (_, index) =>
      `<rect x="${index * 16}" y="${(index * 37) % 880}" width="12" height="300" fill="hsl(${(index * 47 + card.id * 13) % 360},70%,50%)"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="630" height="880"><rect width="630" height="880" fill="#f4ecd8"/>${stripes}</svg>`;
  await sharp(Buffer.from(svg)).webp({ quality: 90 }).toFile(filePath);
}

export async function createDemoFixture(cards: Card[] = makeDemoCards()): Promise<DemoFixture> {
  const demoDir = await mkdtemp(path.join(os.tmpdir(), 'grimorio-demo-'));
  const imagesDir = path.join(demoDir, 'images');
  await mkdir(imagesDir);
  await writeFile(path.join(demoDir, 'cards.json'), JSON.stringify(cards, null, 2));
  for (const card of cards) {
    const file = card.ruta_completa?.match(OWN_IMAGE)?.[1];
    if (file) await drawCardImage(path.join(imagesDir, file), card);
  }
  return { demoDir, cards, remove: () => rm(demoDir, { recursive: true, force: true }) };
}
