import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** How to forget each screen whose code failed to download, so the next render asks again. */
const forgetFailedLoads = new Set<() => void>();

/**
 * A screen whose code is its own chunk, like React's `lazy`, except that a failed download can be
 * tried again. `lazy` keeps a rejected import for good, so after one dropped request (poor signal
 * before the service worker has the app) the screen could never open without a reload. Here the
 * failed attempt is kept until `retryFailedScreens` (the section's 'Reintentar'), never retried by
 * itself: a render loop against a dead connection would only drain the battery.
 */
export function lazyScreen<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let screen: LazyExoticComponent<ComponentType<Props>> | null = null;
  const startLoading = () =>
    lazy(() =>
      load().then(
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
    screen ??= startLoading();
    const Screen = screen;
    return <Screen {...props} />;
  }
  return LazyScreen;
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
