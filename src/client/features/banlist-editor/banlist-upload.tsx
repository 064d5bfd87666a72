import type { ChangeEvent } from 'react';
import { readBanlistFile, type BanlistFileRead } from './banlist-file';

interface BanlistUploadProps {
  onRead: (fileName: string, read: BanlistFileRead) => void;
}

async function readFileText(file: File): Promise<BanlistFileRead> {
  try {
    return readBanlistFile(await file.text());
  } catch {
    return {
      ok: false,
      problems: [{ index: null, field: '', reason: 'No se pudo leer el archivo.' }],
    };
  }
}

/** 'Subir banlists.json': a file input behind a visible label that looks like a button. */
export function BanlistUpload({ onRead }: BanlistUploadProps) {
  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Emptied so that choosing the same file again, once fixed, is read again.
    input.value = '';
    if (file) onRead(file.name, await readFileText(file));
  };
  return (
    <label className="cursor-pointer rounded-md border border-stone-600 px-4 py-2 text-stone-100 hover:bg-stone-800 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-amber-300">
      Subir banlists.json
      <input
        type="file"
        accept=".json,application/json"
        onChange={(event) => void handleChange(event)}
        className="sr-only"
      />
    </label>
  );
}
