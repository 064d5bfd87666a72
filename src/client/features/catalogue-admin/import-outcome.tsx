import { Link } from 'wouter';
import type { CatalogueImportResponse } from '../../../contract/catalogue-transfer';
import { PATHS } from '../../paths';
import type { CatalogueImportMode } from './catalogue-upload';
import { ImportDiff } from './import-diff';
import { ImportProblems } from './import-problems';
import { ImportUnresolved } from './import-unresolved';
import type { CatalogueImport } from './use-catalogue-import';
import { formatCardCount } from '../../lib/count-labels';

const MODE_NAMES: Record<CatalogueImportMode, string> = {
  merge: 'Fusionar',
  replace: 'Reemplazar',
};

interface PreviewProps {
  fileName: string;
  mode: CatalogueImportMode;
  response: CatalogueImportResponse;
  onConfirm: () => void;
  onCancel: () => void;
}

function ImportPreview({ fileName, mode, response, onConfirm, onCancel }: PreviewProps) {
  const removed = response.diff.counts.removed;
  return (
    <section aria-labelledby="catalogue-import-preview" className="space-y-3">
      <h3 id="catalogue-import-preview" className="font-serif text-xl text-amber-200">
        Cambios que haría la importación
      </h3>
      <p className="break-words text-stone-300">
        «{fileName}» tiene {formatCardCount(response.cardCount)}. Modo: {MODE_NAMES[mode]}. Todavía
        no se ha escrito nada.
      </p>
      {removed > 0 && (
        <p className="rounded-md border border-amber-400/50 bg-amber-950/50 p-3 text-amber-100">
          <strong>Atención:</strong> se eliminarán {formatCardCount(removed)} del catálogo. Los
          mazos guardados que las usan las conservan, marcadas como «no disponible».
        </p>
      )}
      <ImportDiff diff={response.diff} />
      <ImportUnresolved unresolved={response.unresolved} isDryRun />
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={onConfirm}
          className="min-h-11 w-full rounded-md bg-amber-300 px-4 font-semibold text-stone-950 hover:bg-amber-200 sm:w-auto"
        >
          Confirmar importación
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="min-h-11 w-full rounded-md border border-stone-600 px-4 text-stone-100 hover:bg-stone-800 sm:w-auto"
        >
          Cancelar
        </button>
      </div>
    </section>
  );
}

function ImportDone({
  fileName,
  response,
}: {
  fileName: string;
  response: CatalogueImportResponse;
}) {
  return (
    <section aria-labelledby="catalogue-import-done" className="space-y-3">
      <h3 id="catalogue-import-done" className="font-serif text-xl text-amber-200">
        Catálogo importado
      </h3>
      <p className="break-words text-stone-300">
        Se importaron las {formatCardCount(response.cardCount)} de «{fileName}».{' '}
        <Link href={PATHS.catalogue} className="text-amber-200 underline underline-offset-4">
          Ver las cartas
        </Link>
      </p>
      <ImportDiff diff={response.diff} />
      <ImportUnresolved unresolved={response.unresolved} isDryRun={false} />
    </section>
  );
}

/** What the last request gave: the file's problems, the diff to confirm, the import or a failure. */
export function ImportOutcome({ importer }: { importer: CatalogueImport }) {
  const { chosen, mode, phase, confirm, cancel } = importer;
  const fileName = chosen?.name ?? '';
  switch (phase.step) {
    case 'refused':
      return (
        <ImportProblems
          fileName={fileName}
          format={chosen?.format ?? 'json'}
          refusal={phase.refusal}
        />
      );
    case 'previewed':
      return (
        <ImportPreview
          fileName={fileName}
          mode={mode}
          response={phase.response}
          onConfirm={() => void confirm()}
          onCancel={cancel}
        />
      );
    case 'imported':
      return <ImportDone fileName={fileName} response={phase.response} />;
    case 'failed':
      return (
        <p
          role="alert"
          className="rounded-md border border-rose-400/40 bg-rose-950/40 p-3 text-rose-100"
        >
          {phase.message}
        </p>
      );
    default:
      return null;
  }
}
