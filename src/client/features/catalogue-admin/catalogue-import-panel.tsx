import type { FormEvent } from 'react';
import { describeDiffCounts } from './import-diff';
import { ImportFilePicker } from './import-file-picker';
import { ImportModeChoice } from './import-mode-choice';
import { ImportOutcome } from './import-outcome';
import { UploadProgress } from './upload-progress';
import { isBusy, useCatalogueImport, type ImportPhase } from './use-catalogue-import';

/** The status line, read out by screen readers as it changes; failures are alerts of their own. */
function describePhase(phase: ImportPhase, fileName: string): string {
  switch (phase.step) {
    case 'sending':
      return `Enviando «${fileName}»…`;
    case 'processing':
      return 'Procesando…';
    case 'refused': {
      const count = phase.refusal.problems.length;
      return `No se escribió nada: el archivo tiene ${count === 1 ? '1 problema' : `${count} problemas`}.`;
    }
    case 'previewed':
      return `Cambios listos para revisar. ${describeDiffCounts(phase.response.diff.counts)}.`;
    case 'imported':
      return `Importación completada. ${describeDiffCounts(phase.response.diff.counts)}.`;
    default:
      return '';
  }
}

/**
 * Import a catalogue file: choose it and the mode, 'Revisar cambios' sends a dry run, and the
 * diff it shows is applied only on 'Confirmar importación'.
 */
export function CatalogueImportPanel() {
  const importer = useCatalogueImport();
  const { chosen, fileProblem, mode, phase, chooseFile, chooseMode, review } = importer;
  const isSending = isBusy(phase);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void review();
  };

  return (
    <section aria-labelledby="catalogue-import-title" className="space-y-4">
      <h3 id="catalogue-import-title" className="font-serif text-2xl text-amber-200">
        Importar un archivo
      </h3>
      <p className="text-stone-300">
        Primero verás los cambios o los problemas del archivo; nada se escribe hasta que confirmes.
      </p>
      <form aria-label="Importar catálogo" onSubmit={handleSubmit} className="space-y-4">
        <ImportFilePicker
          chosen={chosen}
          problem={fileProblem}
          isDisabled={isSending}
          onChoose={(file) => void chooseFile(file)}
        />
        <ImportModeChoice mode={mode} isDisabled={isSending} onChange={chooseMode} />
        <button
          type="submit"
          disabled={isSending}
          className="min-h-11 w-full rounded-md bg-amber-300 px-4 font-semibold text-stone-950 hover:bg-amber-200 disabled:cursor-wait disabled:opacity-60 sm:w-auto"
        >
          Revisar cambios
        </button>
        <UploadProgress phase={phase} fileSize={chosen?.size ?? 0} />
        {/* Shown while a request is on its way; the outcome below says the rest on screen. */}
        <p role="status" className={isSending ? 'min-h-6 text-sm text-amber-100' : 'sr-only'}>
          {describePhase(phase, chosen?.name ?? '')}
        </p>
      </form>
      <ImportOutcome importer={importer} />
    </section>
  );
}
