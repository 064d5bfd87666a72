import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAWN_GRID_ATTRIBUTE } from '../../contract/card-grid-geometry';
import { useDocumentOffsetTop } from './use-document-offset-top';

/** An element whose box starts `top` px below the top of the viewport (jsdom lays nothing out). */
function placeAt<T extends Element>(element: T, top: number): T {
  const box: Element = element;
  vi.spyOn(box, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, top, 100, 100));
  return element;
}

function Grid({ top }: { top: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const offsetTop = useDocumentOffsetTop(ref);
  return (
    <div
      ref={(element) => {
        ref.current = element === null ? null : placeAt(element, top);
      }}
    >
      <p>distancia {offsetTop}</p>
    </div>
  );
}

/** A ResizeObserver that notifies only when the test says, as a browser does after a layout. */
class ManualResizeObserver {
  static instances: ManualResizeObserver[] = [];
  constructor(private readonly callback: ResizeObserverCallback) {
    ManualResizeObserver.instances.push(this);
  }
  observe() {}
  disconnect() {}
  notify() {
    this.callback([], this as unknown as ResizeObserver);
  }
}

describe('useDocumentOffsetTop', () => {
  beforeEach(() => {
    ManualResizeObserver.instances = [];
    vi.stubGlobal('ResizeObserver', ManualResizeObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it("starts a grid that takes the server's drawing's place from the drawing's distance, and checks it after the layout", () => {
    const drawing = placeAt(document.createElement('div'), 360);
    drawing.setAttribute(DRAWN_GRID_ATTRIBUTE, '');
    document.body.append(drawing);

    render(<Grid top={372} />);

    // Not measured while React commits: that would be a synchronous re-render (ADR 0026).
    expect(screen.getByText('distancia 360')).toBeInTheDocument();
    act(() => ManualResizeObserver.instances.forEach((observer) => observer.notify()));
    expect(screen.getByText('distancia 372')).toBeInTheDocument();
  });

  it('measures any other grid before the first paint, so only the rows in sight are drawn', () => {
    render(<Grid top={120} />);

    expect(screen.getByText('distancia 120')).toBeInTheDocument();
  });
});
