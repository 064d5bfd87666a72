/**
 * The demo card frame drawn as SVG: colours per type, layout boxes, a seeded abstract artwork,
 * the cost and strength badges. The name and the wrapped rules text are laid out by Pango in
 * generate-demo-images.ts, inside the boxes defined here.
 */
import type { Card, CardType } from '../src/domain/cards/card';
export const CARD_WIDTH = 630;
export const CARD_HEIGHT = 880;

export const FONT_FAMILY = 'DejaVu Sans';

/** Frame colours and the Spanish label of each card type. */
const TYPE_STYLES: Record<CardType, { label: string; frame: string; accent: string }> = {
  aliado: { label: 'Aliado', frame: '#7a2320', accent: '#d0705a' },
  arma: { label: 'Arma', frame: '#3b4650', accent: '#9aa8b6' },
  talisman: { label: 'Talismán', frame: '#22447a', accent: '#6f9be0' },
  totem: { label: 'Tótem', frame: '#2d5a32', accent: '#7dbb77' },
  oro: { label: 'Oro', frame: '#86600e', accent: '#e8c25a' },
};

export const PAPER = '#fbf7ec';
export const INK = '#141414';
export const FLAVOUR_INK = '#3b3b3b';
export const MARGIN = 24;
export const INNER_WIDTH = CARD_WIDTH - 2 * MARGIN;
export const NAME_BAR = { top: 24, height: 78 };
export const ART = { top: 114, height: 330 };
export const TYPE_BAR = { top: 456, height: 48 };
export const TEXT_BOX = { top: 516, height: 296, padding: 18 };
export const FOOTER_BASELINE = 848;

/** Escapes the characters that are special in XML (and so in SVG and Pango markup). */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Small seeded generator (mulberry32) so each card's artwork depends only on its id. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function toHexColour(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const value = l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** An abstract landscape (sky gradient, a sun, ridges, floating shapes) derived from the id. */
function buildArtwork(id: number): string {
  const random = createRandom(id * 2654435761);
  const hue = Math.floor(random() * 360);
  const skyTop = toHexColour(hue, 55, 72);
  const skyBottom = toHexColour((hue + 30 + random() * 60) % 360, 50, 45);
  const sunX = MARGIN + 120 + random() * (INNER_WIDTH - 240);
  const sunY = ART.top + 70 + random() * 90;
  const sunRadius = 34 + random() * 40;
  const sun = toHexColour((hue + 180) % 360, 80, 80);
  const shapes: string[] = [];
  for (let index = 0; index < 3 + Math.floor(random() * 3); index += 1) {
    const x = MARGIN + random() * INNER_WIDTH;
    const y = ART.top + random() * ART.height * 0.6;
    const size = 14 + random() * 36;
    const colour = toHexColour((hue + 90 + random() * 180) % 360, 60, 65);
    shapes.push(
      random() < 0.5
        ? `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${size.toFixed(1)}" fill="${colour}" opacity="0.55"/>`
        : `<polygon points="${x.toFixed(1)},${(y - size).toFixed(1)} ${(x + size).toFixed(1)},${(y + size).toFixed(1)} ${(x - size).toFixed(1)},${(y + size).toFixed(1)}" fill="${colour}" opacity="0.55"/>`,
    );
  }
  const ridges: string[] = [];
  const ridgeCount = 3;
  for (let layer = 0; layer < ridgeCount; layer += 1) {
    const base = ART.top + ART.height * (0.5 + layer * 0.17);
    const points: string[] = [`${MARGIN},${ART.top + ART.height}`];
    const steps = 6 + Math.floor(random() * 4);
    for (let step = 0; step <= steps; step += 1) {
      const x = MARGIN + (INNER_WIDTH * step) / steps;
      const y = base - random() * 70;
      points.push(`${x.toFixed(1)},${y.toFixed(1)}`);
    }
    points.push(`${MARGIN + INNER_WIDTH},${ART.top + ART.height}`);
    const colour = toHexColour((hue + 200 + layer * 12) % 360, 35, 38 - layer * 10);
    ridges.push(`<polygon points="${points.join(' ')}" fill="${colour}"/>`);
  }
  return `
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${skyTop}"/>
        <stop offset="1" stop-color="${skyBottom}"/>
      </linearGradient>
      <radialGradient id="glow">
        <stop offset="0" stop-color="${sun}"/>
        <stop offset="1" stop-color="${sun}" stop-opacity="0"/>
      </radialGradient>
      <clipPath id="art"><rect x="${MARGIN}" y="${ART.top}" width="${INNER_WIDTH}" height="${ART.height}" rx="10"/></clipPath>
    </defs>
    <g clip-path="url(#art)">
      <rect x="${MARGIN}" y="${ART.top}" width="${INNER_WIDTH}" height="${ART.height}" fill="url(#sky)"/>
      <circle cx="${sunX.toFixed(1)}" cy="${sunY.toFixed(1)}" r="${(sunRadius * 1.9).toFixed(1)}" fill="url(#glow)"/>
      <circle cx="${sunX.toFixed(1)}" cy="${sunY.toFixed(1)}" r="${sunRadius.toFixed(1)}" fill="${sun}"/>
      ${shapes.join('\n      ')}
      ${ridges.join('\n      ')}
    </g>`;
}

function buildBadge(
  cx: number,
  cy: number,
  value: number,
  fill: string,
  ink: string,
  ring: string,
): string {
  return `
    <circle cx="${cx}" cy="${cy}" r="40" fill="${fill}" stroke="${ring}" stroke-width="6"/>
    <text x="${cx}" y="${cy + 15}" text-anchor="middle" font-family="${FONT_FAMILY}" font-weight="bold" font-size="42" fill="${ink}">${value}</text>`;
}

/** A plain emblem so a card without any text (a plain gold) does not show an empty box. */
function buildEmptyTextEmblem(card: Card): string {
  if (card.habilidad || card.flavor_text) return '';
  const { frame, accent } = TYPE_STYLES[card.tipo];
  const cx = CARD_WIDTH / 2;
  const cy = TEXT_BOX.top + TEXT_BOX.height / 2;
  return `
    <circle cx="${cx}" cy="${cy}" r="78" fill="${accent}" stroke="${frame}" stroke-width="8"/>
    <circle cx="${cx}" cy="${cy}" r="54" fill="none" stroke="${frame}" stroke-width="4"/>`;
}

function describeType(card: Card): string {
  const label = TYPE_STYLES[card.tipo].label;
  return card.tipo === 'aliado' && card.raza ? `${label} — ${card.raza}` : label;
}

/** The card frame as SVG: everything but the name and the wrapped text, which Pango lays out. */
export function buildFrameSvg(card: Card): string {
  const style = TYPE_STYLES[card.tipo];
  const footerLeft = escapeXml(`${card.edicion} · Nº ${card.id}`);
  const footerRight = card.ilustrador ? escapeXml(`Ilus. ${card.ilustrador}`) : '';
  const cost =
    card.coste === null
      ? ''
      : buildBadge(MARGIN + 52, ART.top + 52, card.coste, INK, '#ffffff', style.accent);
  const strength =
    card.fuerza === null
      ? ''
      : buildBadge(
          CARD_WIDTH - MARGIN - 52,
          ART.top + ART.height - 52,
          card.fuerza,
          PAPER,
          INK,
          style.frame,
        );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
    <rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" rx="28" fill="${style.frame}"/>
    <rect x="8" y="8" width="${CARD_WIDTH - 16}" height="${CARD_HEIGHT - 16}" rx="22" fill="none" stroke="${style.accent}" stroke-width="4"/>
    <rect x="${MARGIN}" y="${NAME_BAR.top}" width="${INNER_WIDTH}" height="${NAME_BAR.height}" rx="12" fill="${PAPER}"/>
    ${buildArtwork(card.id)}
    <rect x="${MARGIN}" y="${ART.top}" width="${INNER_WIDTH}" height="${ART.height}" rx="10" fill="none" stroke="${style.accent}" stroke-width="3"/>
    ${cost}
    ${strength}
    <rect x="${MARGIN}" y="${TYPE_BAR.top}" width="${INNER_WIDTH}" height="${TYPE_BAR.height}" rx="10" fill="${PAPER}"/>
    <text x="${MARGIN + 20}" y="${TYPE_BAR.top + 33}" font-family="${FONT_FAMILY}" font-weight="bold" font-size="26" fill="${INK}">${escapeXml(describeType(card))}</text>
    <rect x="${MARGIN}" y="${TEXT_BOX.top}" width="${INNER_WIDTH}" height="${TEXT_BOX.height}" rx="12" fill="${PAPER}"/>
    ${buildEmptyTextEmblem(card)}
    <text x="${MARGIN + 16}" y="${FOOTER_BASELINE}" font-family="${FONT_FAMILY}" font-size="19" fill="#ffffff">${footerLeft}</text>
    <text x="${CARD_WIDTH - MARGIN - 16}" y="${FOOTER_BASELINE}" text-anchor="end" font-family="${FONT_FAMILY}" font-size="19" fill="#ffffff">${footerRight}</text>
  </svg>`;
}
