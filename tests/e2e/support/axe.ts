import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import type { Result } from 'axe-core';

/** The WCAG 2.0 and 2.1 rules at levels A and AA (issue 19). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Impacts that fail a journey: issue 19 asks for 0 serious or critical violations. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** How many elements of a rule the report names; the rest are counted. */
const TARGETS_SHOWN = 3;

/** One line per failing rule: id, impact, help, how many elements and the first selectors. */
function describeViolation(violation: Result): string {
  const targets = violation.nodes
    .slice(0, TARGETS_SHOWN)
    .map((node) => node.target.map(String).join(' > '));
  const more = violation.nodes.length - targets.length;
  const count = `${violation.nodes.length} element${violation.nodes.length === 1 ? '' : 's'}`;
  const summary = violation.nodes[0]?.failureSummary?.split('\n').slice(1, 2).join('').trim();
  return [
    `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help} — ${count}`,
    ...targets.map((target) => `    at ${target}`),
    ...(more > 0 ? [`    … and ${more} more`] : []),
    ...(summary ? [`    ${summary}`] : []),
  ].join('\n');
}

/**
 * The body's backdrop is two faint radial gradients (src/client/styles.css), and axe-core cannot
 * judge contrast over a gradient: it leaves every such text 'incomplete', so no contrast problem
 * would ever fail a journey. For the check, the gradients give way to one solid colour at least
 * as light as their lightest point (both at full strength over stone-950: rgb(37 23 29)), so
 * light text is checked against its worst background, not skipped.
 */
const SOLID_BACKDROP_CSS =
  'body { background-image: none !important; background-color: rgb(37 23 29) !important; }';

interface AxeCheckOptions {
  /** Only this part of the page, e.g. an open dialog. */
  include?: string;
}

/**
 * Runs axe-core on the page as it is now and fails with a readable list of the serious and
 * critical WCAG A/AA violations, naming the screen so a failure says where it was found.
 */
export async function expectNoSeriousViolations(
  page: Page,
  screen: string,
  options: AxeCheckOptions = {},
): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (options.include !== undefined) builder = builder.include(options.include);
  const backdrop = await page.addStyleTag({ content: SOLID_BACKDROP_CSS });
  const { violations } = await builder.analyze();
  await backdrop.evaluate((element) => {
    if (element instanceof Element) element.remove();
  });
  const failing = violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map(describeViolation);
  expect(failing, `axe on ${screen}:\n${failing.join('\n')}`).toEqual([]);
}

/**
 * A dialog keeps the focus inside while it is open (Tab and Shift+Tab cycle within it) and gives
 * it back to the control that opened it once it closes.
 */
export async function expectDialogTrapsAndReturnsFocus(
  page: Page,
  opener: Locator,
  dialog: Locator,
  close: () => Promise<void>,
): Promise<void> {
  await expect(dialog).toBeVisible();
  const isFocusInside = () =>
    dialog.evaluate((element) => element.contains(document.activeElement));
  await expect.poll(isFocusInside).toBe(true);
  const tabbable = await dialog
    .locator(
      'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
    )
    .count();
  // One more press than there are controls, so the focus must wrap around at least once.
  for (let press = 0; press <= tabbable; press += 1) {
    await page.keyboard.press('Tab');
    expect(await isFocusInside(), `focus left the dialog after ${press + 1} Tab`).toBe(true);
  }
  for (let press = 0; press <= tabbable; press += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await isFocusInside(), `focus left the dialog after ${press + 1} Shift+Tab`).toBe(true);
  }
  await close();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}
