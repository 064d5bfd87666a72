import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom lays nothing out and cannot scroll; the virtualiser restores the scroll position on
// mount, which is a no-op on a page that cannot scroll.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
});
