import type { Banlist } from '../../../domain/banlists/banlist';
import { BANLISTS_FILE_NAME, serializeBanlists } from './banlist-file';

/** 'Descargar' (SPEC §2): every banlist saved as banlists.json through the browser. */
export function downloadBanlists(banlists: readonly Banlist[]): void {
  const blob = new Blob([serializeBanlists(banlists)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = BANLISTS_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers start reading the blob only after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
