import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker, type WorkerParams } from 'tesseract.js';
import type { AiProvider, CardReading } from './ai-provider';
import { readCardImage, type OcrMode } from './ocr-card-layout';

const SPANISH_DATA_PACKAGE = '@tesseract.js-data/spa/package.json';
const SPANISH_MODEL = '4.0.0_best_int';
const requireFromHere = createRequire(import.meta.url);

/** The Spanish LSTM model shipped in node_modules: read from disk, never from a CDN. */
const SPANISH_DATA_DIR = path.join(
  path.dirname(requireFromHere.resolve(SPANISH_DATA_PACKAGE)),
  SPANISH_MODEL,
);

/**
 * The unpacked model's folder in the cache, named by the data package's version and the model:
 * after an upgrade, an instance whose data dir kept the old one unpacks the new one instead of
 * reading images with a model the other instances no longer use.
 */
const SPANISH_CACHE_NAME = `spa-${(requireFromHere(SPANISH_DATA_PACKAGE) as { version: string }).version}-${SPANISH_MODEL}`;

export const OCR_MODEL = `tesseract.js 7 (spa ${SPANISH_MODEL})`;

const OCR_PARAMETERS: Record<OcrMode, Partial<WorkerParams>> = {
  line: { tessedit_pageseg_mode: PSM.SINGLE_LINE, tessedit_char_whitelist: '' },
  block: { tessedit_pageseg_mode: PSM.SINGLE_BLOCK, tessedit_char_whitelist: '' },
  number: { tessedit_pageseg_mode: PSM.SINGLE_WORD, tessedit_char_whitelist: '0123456789' },
  page: { tessedit_pageseg_mode: PSM.AUTO, tessedit_char_whitelist: '' },
};

// Crops carry no resolution, and tesseract's diagnostics would fill the server's output.
const QUIET_PARAMETERS: Partial<WorkerParams> = { user_defined_dpi: '72', debug_file: '/dev/null' };

export interface OcrSettings {
  /** Where the unpacked language data is cached (under DATA_DIR); unset: nothing is written. */
  cacheDir: string | undefined;
}

/**
 * The offline provider: tesseract.js with the Spanish data from node_modules (its core and worker
 * script are local files too). One worker is created on first use and kept; readings queue for it
 * one at a time, because its parameters change between the regions of a card.
 */
export function createOcrProvider(settings: OcrSettings): AiProvider {
  let worker: Promise<Worker> | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  async function startWorker(): Promise<Worker> {
    const cachePath =
      settings.cacheDir === undefined
        ? undefined
        : path.join(settings.cacheDir, SPANISH_CACHE_NAME);
    if (cachePath !== undefined) await mkdir(cachePath, { recursive: true });
    const started = await createWorker('spa', OEM.LSTM_ONLY, {
      langPath: SPANISH_DATA_DIR,
      gzip: true,
      ...(cachePath === undefined ? { cacheMethod: 'none' } : { cachePath, cacheMethod: 'write' }),
      logger: () => {},
      errorHandler: () => {},
    });
    await started.setParameters(QUIET_PARAMETERS);
    return started;
  }

  function getWorker(): Promise<Worker> {
    worker ??= startWorker().catch((error: unknown) => {
      worker = null;
      throw error;
    });
    return worker;
  }

  async function recognize(png: Buffer, mode: OcrMode): Promise<string> {
    const ready = await getWorker();
    await ready.setParameters(OCR_PARAMETERS[mode]);
    const { data } = await ready.recognize(png);
    return data.text;
  }

  async function read(jpegBase64: string): Promise<CardReading> {
    try {
      const reply = await readCardImage(Buffer.from(jpegBase64, 'base64'), recognize);
      return { ok: true, rawReply: JSON.stringify(reply), reply };
    } catch (error) {
      return { ok: false, error: `el OCR no pudo leer la imagen (${String(error)})` };
    }
  }

  return {
    kind: 'ocr',
    model: OCR_MODEL,
    label: 'OCR',
    readCard({ image }) {
      const reading = queue.then(() => read(image.jpegBase64));
      queue = reading;
      return reading;
    },
    async close() {
      const running = worker;
      worker = null;
      if (running) await (await running.catch(() => null))?.terminate();
    },
  };
}
