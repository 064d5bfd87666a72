import sharp from 'sharp';
import {
  readAbilityText,
  readBadgeNumber,
  readCardName,
  readFooter,
  readTypeBar,
  readWholeCardText,
} from './ocr-text-reading';

/** How the OCR is asked to read a picture: one line, a block of text, a number, or a whole page. */
export type OcrMode = 'line' | 'block' | 'number' | 'page';

export type RecognizeText = (png: Buffer, mode: OcrMode) => Promise<string>;

interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/*
 * The card layout of the demo catalogue (scripts/generate-demo-images.ts), in its 630×880
 * coordinates. Regions sit a few pixels inside each box so its rounded border is not read.
 */
const CARD_WIDTH = 630;
const CARD_HEIGHT = 880;
const NAME: Region = { left: 32, top: 26, width: 566, height: 74 };
const TYPE_BAR: Region = { left: 32, top: 460, width: 566, height: 40 };
const TEXT_BOX: Region = { left: 36, top: 526, width: 558, height: 280 };
const COST_BADGE: Region = { left: 50, top: 140, width: 52, height: 52 };
const STRENGTH_BADGE: Region = { left: 528, top: 366, width: 52, height: 52 };
const FOOTER: Region = { left: 32, top: 824, width: 566, height: 34 };
/** Strips of the name bar, type bar and text box that never hold text: plain paper. */
const PAPER_STRIPS: Region[] = [
  { left: 40, top: 27, width: 550, height: 6 },
  { left: 40, top: 458, width: 550, height: 4 },
  { left: 40, top: 518, width: 550, height: 6 },
];
const PAPER = [251, 247, 236] as const;
const PAPER_TOLERANCE = 14;
/** Ability text is near-black and flavour text dark grey: this grey level keeps only the first. */
const ABILITY_INK_THRESHOLD = 50;
const ASPECT_TOLERANCE = 0.02;

async function isPaperStrip(image: Buffer, strip: Region): Promise<boolean> {
  // stats() describes its input, not the pipeline's output, so the strip is cut out first.
  const { channels } = await sharp(await sharp(image).extract(strip).png().toBuffer()).stats();
  return PAPER.every((expected, index) => {
    const channel = channels[index];
    return (
      channel !== undefined &&
      Math.abs(channel.mean - expected) <= PAPER_TOLERANCE &&
      channel.stdev <= PAPER_TOLERANCE
    );
  });
}

/** Whether a 630×880 image has the demo card's frame: paper where the layout puts paper. */
async function hasDemoLayout(card: Buffer): Promise<boolean> {
  for (const strip of PAPER_STRIPS) if (!(await isPaperStrip(card, strip))) return false;
  return true;
}

/** Share of the region's pixels whose grey level passes the test: tells a badge from artwork. */
async function shareOfPixels(card: Buffer, region: Region, test: (grey: number) => boolean) {
  const pixels = await sharp(card).extract(region).greyscale().raw().toBuffer();
  return pixels.filter(test).length / pixels.length;
}

interface Binarisation {
  threshold: number;
  scale: number;
  margin: number;
}

/** Black text on white, enlarged (then thresholded, for crisp edges) and padded: what the OCR reads best. */
async function binarise(source: Buffer, binarisation: Binarisation): Promise<Buffer> {
  const { threshold, scale, margin } = binarisation;
  const { width = 1 } = await sharp(source).metadata();
  return sharp(source)
    .resize({ width: width * scale })
    .threshold(threshold)
    .extend({ top: margin, bottom: margin, left: margin, right: margin, background: '#ffffff' })
    .png()
    .toBuffer();
}

async function darkOnLight(card: Buffer, region: Region, binarisation: Binarisation) {
  return binarise(await sharp(card).extract(region).png().toBuffer(), binarisation);
}

async function whiteOnDark(card: Buffer, region: Region, binarisation: Binarisation) {
  // Negated apart: sharp applies threshold before negate within one pipeline.
  const negated = await sharp(card).extract(region).greyscale().negate().png().toBuffer();
  return binarise(negated, binarisation);
}

const BADGE_BINARISATION: Binarisation = { threshold: 128, scale: 3, margin: 40 };
const FOOTER_BINARISATION: Binarisation = { threshold: 110, scale: 1, margin: 20 };

async function readBadge(
  card: Buffer,
  region: Region,
  isWhiteOnDark: boolean,
  recognize: RecognizeText,
): Promise<number | null> {
  // A badge is a solid disc; without one the region is artwork and any "digit" would be noise.
  const share = await shareOfPixels(card, region, isWhiteOnDark ? (g) => g < 70 : (g) => g > 215);
  if (share < 0.5) return null;
  const png = isWhiteOnDark
    ? await whiteOnDark(card, region, BADGE_BINARISATION)
    : await darkOnLight(card, region, BADGE_BINARISATION);
  return readBadgeNumber(await recognize(png, 'number'));
}

async function readDemoCard(
  card: Buffer,
  recognize: RecognizeText,
): Promise<Record<string, unknown>> {
  const greyRegion = (region: Region) => sharp(card).extract(region).greyscale().png().toBuffer();
  const reply: Record<string, unknown> = {};
  const name = readCardName(await recognize(await greyRegion(NAME), 'line'));
  if (name !== '') reply['nombre'] = name;
  const typeBar = readTypeBar(await recognize(await greyRegion(TYPE_BAR), 'line'));
  if (typeBar !== null) {
    reply['tipo'] = typeBar.tipo;
    reply['raza'] = typeBar.raza;
  }
  const abilityImage = await sharp(card)
    .extract(TEXT_BOX)
    .threshold(ABILITY_INK_THRESHOLD)
    .png()
    .toBuffer();
  const ability = readAbilityText(await recognize(abilityImage, 'block'));
  if (ability !== '') reply['ability'] = ability;
  const coste = await readBadge(card, COST_BADGE, true, recognize);
  if (coste !== null) reply['coste'] = coste;
  const strength = await readBadge(card, STRENGTH_BADGE, false, recognize);
  if (strength !== null) reply['strength'] = strength;
  const footerImage = await whiteOnDark(card, FOOTER, FOOTER_BINARISATION);
  return { ...reply, ...readFooter(await recognize(footerImage, 'line')) };
}

/**
 * Reads a card image with the OCR into the fields of the AI suggestion result. An image with the
 * demo card's layout (at any size with its proportions) is read region by region: name, type and
 * race, ability, cost and strength badges, edition, number and illustrator. Any other image is
 * read whole.
 */
export async function readCardImage(
  image: Buffer,
  recognize: RecognizeText,
): Promise<Record<string, unknown>> {
  const { width = 0, height = 0 } = await sharp(image).metadata();
  const isCardShaped =
    width > 0 && Math.abs(height / width - CARD_HEIGHT / CARD_WIDTH) <= ASPECT_TOLERANCE;
  if (isCardShaped) {
    const card = await sharp(image)
      .resize({ width: CARD_WIDTH, height: CARD_HEIGHT, fit: 'fill' })
      .removeAlpha()
      .png()
      .toBuffer();
    if (await hasDemoLayout(card)) return readDemoCard(card, recognize);
  }
  const page = await sharp(image).greyscale().png().toBuffer();
  return readWholeCardText(await recognize(page, 'page'));
}
