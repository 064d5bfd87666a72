import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { IMAGE_PATH_PREFIX } from '../../contract/api-paths';
import type { DemoImagesService } from './demo-images.service';
import { fetchRemoteImage, type RemoteFetch } from './remote-image-fetch';

/** The card image as the providers take it: JPEG, longest side at most 1,600 px, base64 (no prefix). */
export interface PreparedImage {
  jpegBase64: string;
  width: number;
  height: number;
}

export type ImageLoad =
  | { ok: true; image: PreparedImage }
  | {
      ok: false;
      reason: 'empty_url' | 'unreachable';
      /** SPEC §8's message for the editor. */
      message: string;
      /** Why, in Spanish, for the editor; empty for an empty URL. */
      detail: string;
      /** Why, for the server log. */
      logDetail: string;
    };

export interface ImageLoaderOptions {
  demoImages: DemoImagesService;
  /** AI_IMAGE_HOSTS: hosts that may resolve to private addresses. */
  allowedHosts: ReadonlySet<string>;
  maxBytes?: number;
  timeoutMs?: number;
}

export type ImageLoader = (url: string) => Promise<ImageLoad>;

export const EMPTY_IMAGE_URL_MESSAGE = 'La URL de la imagen no puede estar vacía.';
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const IMAGE_TIMEOUT_MS = 10_000;
const MAX_REDIRECTS = 3;
const MAX_SIDE = 1600;
const JPEG_QUALITY = 90;
const DEMO_IMAGE_PREFIX = `${IMAGE_PATH_PREFIX}demo/`;

const describeUnloadable = (url: string) => `No se pudo cargar la imagen desde la URL: ${url}`;

function refuse(url: string, detail: string, logDetail = detail): ImageLoad {
  return { ok: false, reason: 'unreachable', message: describeUnloadable(url), detail, logDetail };
}

async function prepareImage(url: string, bytes: Buffer): Promise<ImageLoad> {
  try {
    const { data, info } = await sharp(bytes)
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return {
      ok: true,
      image: { jpegBase64: data.toString('base64'), width: info.width, height: info.height },
    };
  } catch (error) {
    return refuse(url, 'el contenido no es una imagen', String(error));
  }
}

/** The app's own images are read from disk: the server never requests itself over HTTP. */
async function readOwnImage(url: string, demoImages: DemoImagesService): Promise<ImageLoad> {
  const fileName = url.slice(DEMO_IMAGE_PREFIX.length).split(/[?#]/u)[0] ?? '';
  const lookup = await demoImages.getImage(fileName, undefined);
  if (!lookup.ok) return refuse(url, 'la imagen no existe en este servidor', 'own image not found');
  return prepareImage(url, await readFile(lookup.image.path));
}

function parseRemoteUrl(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/**
 * Loads a card image for the AI (issue 8 point 2): an empty URL is refused with SPEC §8's message;
 * '/images/demo/…' is read from disk; anything else must be an http or https URL fetched without
 * SSRF (fetchRemoteImage). The body must decode as an image; it is turned upright, scaled down to
 * 1,600 px and re-encoded as JPEG.
 */
export function createImageLoader(options: ImageLoaderOptions): ImageLoader {
  const limits = {
    allowedHosts: options.allowedHosts,
    maxBytes: options.maxBytes ?? MAX_IMAGE_BYTES,
    timeoutMs: options.timeoutMs ?? IMAGE_TIMEOUT_MS,
    maxRedirects: MAX_REDIRECTS,
  };
  return async (rawUrl) => {
    const url = rawUrl.trim();
    if (url === '') {
      return {
        ok: false,
        reason: 'empty_url',
        message: EMPTY_IMAGE_URL_MESSAGE,
        detail: '',
        logDetail: 'empty url',
      };
    }
    if (url.startsWith(DEMO_IMAGE_PREFIX)) return readOwnImage(url, options.demoImages);
    const remote = parseRemoteUrl(url);
    if (remote === null) return refuse(url, 'la URL no es válida');
    const download: RemoteFetch = await fetchRemoteImage(remote, limits);
    if (!download.ok) return refuse(url, download.detail, download.logDetail);
    return prepareImage(url, download.body);
  };
}
