import type { Page } from 'playwright-core';
import type { CardFilter } from '../../src/domain/cards/card-filter';
import type { FilterChange } from './filter-plan';

/** The filter panel's label of each control (SPEC §2 'Filter panel'). */
const CONTROL_LABELS: Record<keyof CardFilter, string> = {
  searchTerm: 'Nombre',
  selectedType: 'Tipo',
  selectedEdition: 'Edición',
  selectedCost: 'Coste',
  selectedRace: 'Raza',
  selectedStrength: 'Fuerza',
  selectedTag: 'Etiqueta',
};

/** A change the grid never caught up with is a finding, not a number. */
const CHANGE_TIMEOUT_MS = 10_000;

/** The performance measure the catalogue screen records around its filter computation. */
const FILTER_MEASURE = 'grimorio:filtro';

/** How long one filter change took in the page, from the control's event onwards. */
export interface FilterTiming {
  /** Until the DOM shows the new result, with style and layout recalculated. */
  updateMs: number;
  /** Until the next frame after that update has been produced (includes waiting for vsync). */
  frameMs: number;
  /** The catalogue's own filter computation ('grimorio:filtro' measures), summed. */
  filterMs: number;
  /** How many times the catalogue filtered the cards for this one change. */
  filterRuns: number;
  /** The card count the page showed when it caught up (one of the accepted counts). */
  shownCount: number;
  /** What the search box's echo said then (its first aria-describedby), null without one. */
  echo: string | null;
}

export type FilterTimingResult = ({ ok: true } & FilterTiming) | { ok: false; reason: string };

interface InPageChange {
  label: string;
  value: string;
  isSearch: boolean;
  /** Any of these counts shows the grid has caught up with the change. */
  expectedCounts: number[];
  timeoutMs: number;
  filterMeasure: string;
}

/**
 * Runs in the page: sets the control's value the way a user's input does, dispatches the event
 * React listens to, and waits for the card count (which follows the filtered list, not the
 * control) to show an expected number. A MutationObserver fires right after React's commit.
 */
function applyChangeInPage(change: InPageChange): Promise<FilterTimingResult> {
  const label = [...document.querySelectorAll<HTMLLabelElement>('[role="dialog"] label')].find(
    (candidate) => candidate.textContent?.trim() === change.label,
  );
  const control = label ? document.getElementById(label.htmlFor) : null;
  const counter = document.querySelector('main p[aria-live="polite"]');
  if (control === null || counter === null) {
    return Promise.resolve({ ok: false, reason: `no control '${change.label}' or no card count` });
  }
  const readShownCount = () =>
    Number((counter.textContent ?? '').trim().split(/\s+/)[0]?.replace(/\D/g, ''));
  return new Promise((resolve) => {
    let startedAt = 0;
    const observer = new MutationObserver(() => {
      const shownCount = readShownCount();
      if (!change.expectedCounts.includes(shownCount)) return;
      observer.disconnect();
      clearTimeout(timer);
      // Reading layout forces style and layout now, so the figure includes them.
      void document.body.offsetHeight;
      const updatedAt = performance.now();
      const filterMeasures = performance.getEntriesByName(change.filterMeasure, 'measure');
      const echoId = control.getAttribute('aria-describedby')?.split(/\s+/)[0] ?? '';
      const echoElement = echoId === '' ? null : document.getElementById(echoId);
      const echo = echoElement === null ? null : (echoElement.textContent ?? '').trim();
      requestAnimationFrame(() =>
        setTimeout(() =>
          resolve({
            ok: true,
            updateMs: updatedAt - startedAt,
            frameMs: performance.now() - startedAt,
            filterMs: filterMeasures.reduce((sum, entry) => sum + entry.duration, 0),
            filterRuns: filterMeasures.length,
            shownCount,
            echo,
          }),
        ),
      );
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      resolve({ ok: false, reason: `still showing '${counter.textContent}'` });
    }, change.timeoutMs);
    observer.observe(counter, { characterData: true, childList: true, subtree: true });
    const prototype = change.isSearch ? HTMLInputElement.prototype : HTMLSelectElement.prototype;
    // React tracks the value it last saw; the prototype's setter goes around that, like typing.
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, change.value);
    performance.clearMeasures(change.filterMeasure);
    startedAt = performance.now();
    control.dispatchEvent(new Event(change.isSearch ? 'input' : 'change', { bubbles: true }));
  });
}

/** Applies one change through the filter panel (the side menu must be open) and times it. */
export function measureFilterChange(page: Page, change: FilterChange): Promise<FilterTimingResult> {
  return page.evaluate(applyChangeInPage, {
    label: CONTROL_LABELS[change.field],
    value: change.value,
    isSearch: change.field === 'searchTerm',
    expectedCounts: [change.expectedCount],
    timeoutMs: CHANGE_TIMEOUT_MS,
    filterMeasure: FILTER_MEASURE,
  });
}

/**
 * Types `value` whole into the panel's search box (the side menu must be open) and times it until
 * the card count shows one of `expectedCounts`.
 */
export function measureSearchBoxChange(
  page: Page,
  value: string,
  expectedCounts: number[],
): Promise<FilterTimingResult> {
  return page.evaluate(applyChangeInPage, {
    label: CONTROL_LABELS.searchTerm,
    value,
    isSearch: true,
    expectedCounts,
    timeoutMs: CHANGE_TIMEOUT_MS,
    filterMeasure: FILTER_MEASURE,
  });
}

/**
 * Waits until the card viewer works on the whole catalogue: its first filter computation (the
 * 'grimorio:filtro' measure). Before it, the grid shows the first screen the page came with
 * (issue 19), and a filter change would time the catalogue's download, not the filter.
 */
export async function waitForWholeCatalogue(page: Page, timeoutMs = 120_000): Promise<void> {
  await page.waitForFunction(
    (name) => performance.getEntriesByName(name, 'measure').length > 0,
    FILTER_MEASURE,
    { timeout: timeoutMs },
  );
}

/** Opens the side menu, where the filter panel lives. */
export async function openFilterPanel(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('dialog').getByLabel('Tipo').waitFor();
}
