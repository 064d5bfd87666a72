import { describe, expect, it } from 'vitest';
import { withDeckBuilderFrame } from './deck-builder-page';

const LOADING = '<div role="status">Cargando...</div>';
const PAGE = `<html><body><div id="root"><header><p><!--title-->Grimorio<!--/title--></p></header><main><!--section-->${LOADING}<!--/section--><noscript>x</noscript></main></div></body></html>`;

describe('withDeckBuilderFrame', () => {
  it("draws the builder's frame and title around the loading line, and nothing else changes", () => {
    const page = withDeckBuilderFrame(PAGE);

    const title =
      '<h2 class="font-serif text-2xl tracking-wide text-amber-200">Fabrica de tech</h2>';
    expect(page).toContain(title);
    expect(page.indexOf(title)).toBeLessThan(page.indexOf(LOADING));
    expect(page).toContain(`${LOADING}</section></div><noscript>x</noscript>`);
    expect(page).not.toContain('<!--section-->');
    expect(
      page.startsWith(
        '<html><body><div id="root"><header><p>Fabrica de tech</p></header><main><div class="mx-auto',
      ),
    ).toBe(true);
    // A drawn close button, not a control: it does nothing before the app's code.
    expect(page).not.toContain('<button');
    expect(page).not.toContain('role="dialog"');
  });

  it('sends a page without the marks as it is', () => {
    const page = '<html><body><main>Cargando...</main></body></html>';

    expect(withDeckBuilderFrame(page)).toBe(page);
    expect(withDeckBuilderFrame('<!--section--> no end')).toBe('<!--section--> no end');
  });
});
