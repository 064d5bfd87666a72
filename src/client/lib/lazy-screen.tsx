import { lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazily loaded part whose download can also be started ahead of its first render. */
export type LazyPart<Props extends object> = ComponentType<Props> & {
  /**
   * Starts the download; a failure is left for the render to meet and report. Resolves once the
   * code is here or has failed: a part rendered after that shows at once, without suspending.
   */
  preload: () => Promise<void>;
};

/** How to forget each screen whose code failed to download, so the next render asks again. */
const forgetFailedLoads = new Set<() => void>();

/**
 * A screen whose code is its own chunk, like React's `lazy`, except that a failed download can be
 * tried again. `lazy` keeps a rejected import for good, so after one dropped request (poor signal
 * before the service worker has the app) the screen could never open without a reload. Here the
 * failed attempt is kept until `retryFailedScreens` (the section's 'Reintentar'), never retried by
 * itself: a render loop against a dead connection would only drain the battery. Once its code has
 * arrived, a screen mounted afterwards renders at once instead of suspending for a microtask: a
 * page the server drew (a shared deck's) stays on screen until the app can draw the same.
 */
export function lazyScreen<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyPart<Props> {
  let screen: LazyExoticComponent<ComponentType<Props>> | null = null;
  let loaded: ComponentType<Props> | null = null;
  const loadAndKeep = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const startLoading = () =>
    lazy(() =>
      loadAndKeep().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          forgetFailedLoads.add(() => {
            screen = null;
          });
          throw error;
        },
      ),
    );
  function LazyScreen(props: Props) {
    // Chosen once per mount: switching a mounted screen from the lazy wrapper to the loaded
    // component would remount it and lose its state.
    const [Loaded] = useState(() => loaded);
    if (Loaded !== null) return <Loaded {...props} />;
    screen ??= startLoading();
    const Screen = screen;
    return <Screen {...props} />;
  }
  // The browser keeps the module once downloaded, so the render's own `load` finds it there.
  LazyScreen.preload = () =>
    loadAndKeep().then(
      () => undefined,
      () => undefined,
    );
  return LazyScreen;
}

/**
 * Handlers that start a part's download as soon as a pointer or the focus reaches the control
 * that opens it, some hundred milliseconds before the click.
 */
export function preloadOnReach(preload: () => void) {
  return { onPointerEnter: preload, onPointerDown: preload, onFocus: preload };
}

/** Lets every screen whose code failed to download try again on its next render. */
export function retryFailedScreens(): void {
  for (const forget of forgetFailedLoads) forget();
  forgetFailedLoads.clear();
}

/**
 * Whether an error is a chunk that could not be downloaded (Chromium, Firefox and Safari word it
 * differently), as opposed to a screen that failed while rendering.
 */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/iu.test(
      error.message,
    )
  );
}
