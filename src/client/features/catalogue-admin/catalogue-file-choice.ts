import {
  CATALOGUE_UPLOAD_LIMIT_BYTES,
  type CatalogueFileFormat,
} from '../../../contract/catalogue-transfer';

const BYTES_PER_KILOBYTE = 1024;
const BYTES_PER_MEGABYTE = 1024 * 1024;

const sizeNumber = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 1 });

/**
 * A file size the way the page says it: '25 MB', '2,4 KB'. Rounded up when it is compared with
 * the limit, so a file just over it never reads as '25 MB'.
 */
export function formatFileSize(bytes: number, isRoundedUp = false): string {
  const isSmall = bytes < BYTES_PER_MEGABYTE;
  const tenths = (bytes / (isSmall ? BYTES_PER_KILOBYTE : BYTES_PER_MEGABYTE)) * 10;
  const value = (isRoundedUp ? Math.ceil(tenths) : Math.round(tenths)) / 10;
  return `${sizeNumber.format(value)} ${isSmall ? 'KB' : 'MB'}`;
}

/** The limit as the page and the README state it: '25 MB'. */
export const UPLOAD_LIMIT_LABEL = formatFileSize(CATALOGUE_UPLOAD_LIMIT_BYTES);

export type CatalogueFileCheck =
  { ok: true; format: CatalogueFileFormat } | { ok: false; reason: string };

/** The format a file name says (.json or .csv, any case), as the import command decides it. */
export function detectFileFormat(fileName: string): CatalogueFileFormat | null {
  const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase();
  return extension === 'json' || extension === 'csv' ? extension : null;
}

/**
 * Whether a file can be sent: its name must say JSON or CSV, and it must fit the upload limit,
 * checked here so that a file the server would refuse is never sent at all.
 */
export function checkCatalogueFile(file: { name: string; size: number }): CatalogueFileCheck {
  const format = detectFileFormat(file.name);
  if (format === null) {
    return {
      ok: false,
      reason: `«${file.name}» no termina en .json ni en .csv: elige un archivo de catálogo.`,
    };
  }
  if (file.size > CATALOGUE_UPLOAD_LIMIT_BYTES) {
    return {
      ok: false,
      reason: `«${file.name}» pesa ${formatFileSize(file.size, true)} y el máximo es ${UPLOAD_LIMIT_LABEL}. Divide el archivo o impórtalo en el servidor con «npm run import».`,
    };
  }
  return { ok: true, format };
}
