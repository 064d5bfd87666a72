import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  CatalogueFileFormat,
  CatalogueImportRefusal,
  CatalogueImportResponse,
} from '../../../contract/catalogue-transfer';
import { CATALOGUE_QUERY_KEYS } from '../../lib/catalogue-queries';
import { checkCatalogueFile } from './catalogue-file-choice';
import { uploadCatalogue, type CatalogueImportMode } from './catalogue-upload';

/**
 * The file as it was when chosen. Its bytes are kept, so the import that is confirmed is exactly
 * the file whose diff was shown, even if it changes on disk in between.
 */
export interface ChosenCatalogueFile {
  name: string;
  size: number;
  format: CatalogueFileFormat;
  body: Blob;
}

/** Where an import stands; a preview or refusal belongs to the file and mode chosen now. */
export type ImportPhase =
  | { step: 'idle' }
  | { step: 'sending'; isDryRun: boolean; sent: number; total: number }
  | { step: 'processing'; isDryRun: boolean }
  | { step: 'refused'; refusal: CatalogueImportRefusal }
  | { step: 'previewed'; response: CatalogueImportResponse }
  | { step: 'imported'; response: CatalogueImportResponse }
  | { step: 'failed'; message: string };

const IDLE: ImportPhase = { step: 'idle' };

/** Whether a request is on its way, so the form waits for it. */
export function isBusy(phase: ImportPhase): boolean {
  return phase.step === 'sending' || phase.step === 'processing';
}

/**
 * The 'Catálogo' page's import: choose a file and a mode, send a dry run to see the diff or the
 * problems, then confirm the same bytes. Leaving the page cancels a request still on its way.
 */
export function useCatalogueImport() {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<ChosenCatalogueFile | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [mode, setMode] = useState<CatalogueImportMode>('merge');
  const [phase, setPhase] = useState<ImportPhase>(IDLE);
  const requestRef = useRef<AbortController | null>(null);

  useEffect(() => () => requestRef.current?.abort(), []);

  const chooseFile = useCallback(async (file: File) => {
    setPhase(IDLE);
    const check = checkCatalogueFile(file);
    if (!check.ok) {
      setChosen(null);
      setFileProblem(check.reason);
      return;
    }
    try {
      const body = new Blob([await file.arrayBuffer()], { type: 'text/plain;charset=utf-8' });
      setChosen({ name: file.name, size: file.size, format: check.format, body });
      setFileProblem(null);
    } catch {
      setChosen(null);
      setFileProblem(`No se pudo leer «${file.name}». Vuelve a elegirlo.`);
    }
  }, []);

  const chooseMode = useCallback((next: CatalogueImportMode) => {
    setMode(next);
    setPhase(IDLE);
  }, []);

  const send = useCallback(
    async (isDryRun: boolean) => {
      if (chosen === null) {
        setFileProblem('Elige primero un archivo .json o .csv.');
        return;
      }
      const controller = new AbortController();
      requestRef.current = controller;
      setPhase({ step: 'sending', isDryRun, sent: 0, total: chosen.size });
      const outcome = await uploadCatalogue({
        file: chosen.body,
        format: chosen.format,
        mode,
        isDryRun,
        signal: controller.signal,
        onProgress: (sent, total) => setPhase({ step: 'sending', isDryRun, sent, total }),
        onSent: () => setPhase({ step: 'processing', isDryRun }),
      });
      requestRef.current = null;
      switch (outcome.kind) {
        case 'aborted':
          return;
        case 'refused':
          setPhase({ step: 'refused', refusal: outcome.refusal });
          return;
        case 'failed':
          setPhase({ step: 'failed', message: outcome.message });
          return;
        case 'answered':
          if (outcome.response.dryRun) {
            setPhase({ step: 'previewed', response: outcome.response });
            return;
          }
          setPhase({ step: 'imported', response: outcome.response });
          // Every screen showing the catalogue fetches it again, with the new cards.
          void queryClient.invalidateQueries({ queryKey: CATALOGUE_QUERY_KEYS.cards });
          void queryClient.invalidateQueries({ queryKey: CATALOGUE_QUERY_KEYS.catalogueInfo });
      }
    },
    [chosen, mode, queryClient],
  );

  return {
    chosen,
    fileProblem,
    mode,
    phase,
    chooseFile,
    chooseMode,
    review: useCallback(() => send(true), [send]),
    confirm: useCallback(() => send(false), [send]),
    cancel: useCallback(() => setPhase(IDLE), []),
  };
}

export type CatalogueImport = ReturnType<typeof useCatalogueImport>;
