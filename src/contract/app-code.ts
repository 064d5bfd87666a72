/**
 * How index.html starts the app (issue 19, docs/decisions/0026-phone-budget.md): the build puts
 * the app's scripts and their preloads inside an inert `<template>` (vite.config.ts), the server
 * adds a page's own preloads of code and data there (client-app.ts), and a small inline script
 * puts them into the page once it has shown its first content. Over a phone's six HTTP/1.1
 * connections some forty chunks of code otherwise download ahead of, and beside, the bytes of
 * the page's first paint and of its first card image, which the player sees long before the
 * code can do anything with them.
 *
 * The build and the server's Content-Security-Policy both read this module: the policy allows
 * exactly this script by its digest, and nothing else inline.
 */

/** The id of the `<template>` that holds the app's scripts and preloads until they start. */
export const APP_CODE_ID = 'app-code';

export const APP_CODE_OPENING = `<template id="${APP_CODE_ID}">`;

export const APP_CODE_CLOSING = '</template>';

/** The longest the app waits for the page's first paint before it starts anyway. */
export const APP_BOOT_LIMIT_MS = 3000;

/**
 * Starts the app once the page has painted its first content (the browser's
 * `first-contentful-paint`): a copy of the template's content goes into `<head>` (a copy, because
 * scripts that the parser put in a template never run when moved), one element per task, as each
 * starts a request (over forty on the builder's page, some 100 ms of a phone's main thread in one
 * piece). A page out of sight (a background tab) paints nothing until shown, so it starts at once,
 * or when it is hidden; a browser without paint timing starts after its first frame, and none
 * waits more than APP_BOOT_LIMIT_MS.
 */
export const APP_BOOT_SCRIPT = `(() => {
  const code = document.getElementById('${APP_CODE_ID}');
  if (!(code instanceof HTMLTemplateElement)) return;
  const start = () => {
    if (!code.isConnected) return;
    code.remove();
    const parts = [...document.importNode(code.content, true).childNodes];
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      const part = parts.shift();
      if (part === undefined) return channel.port1.close();
      document.head.append(part);
      channel.port2.postMessage(null);
    };
    channel.port2.postMessage(null);
  };
  if (document.visibilityState === 'hidden') return start();
  document.addEventListener('visibilitychange', start, { once: true });
  setTimeout(start, ${APP_BOOT_LIMIT_MS});
  const canObservePaint =
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
  if (!canObservePaint) {
    return requestAnimationFrame(() => setTimeout(start, 0));
  }
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (painted()) return start();
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: 'paint' });
})();`;
