import type { Banlist } from '../../../domain/banlists/banlist';
import { downloadBlob } from '../../lib/deck-file';
import { BANLISTS_FILE_NAME, serializeBanlists } from './banlist-file';

/** 'Descargar' (SPEC §2): every banlist saved as banlists.json through the browser. */
export function downloadBanlists(banlists: readonly Banlist[]): void {
  downloadBlob(
    BANLISTS_FILE_NAME,
    new Blob([serializeBanlists(banlists)], { type: 'application/json' }),
  );
}
