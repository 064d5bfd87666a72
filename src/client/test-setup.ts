import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom lays nothing out and cannot scroll; the virtualiser restores the scroll position on
// mount, which is a no-op on a page that cannot scroll.
window.scrollTo = () => {};

// findBy* and waitFor give up after 1 s by default. Each section of the app is a lazy chunk that
// the test runner transforms and loads on first render; on a busy two-core machine that alone
// can take longer than a second, and a test then failed with 'Cargando...' still on screen.
// Waits succeed as soon as the screen is ready, so a longer limit only slows a failing test.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});
