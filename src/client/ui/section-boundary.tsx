import { Component, Suspense, type ReactNode } from 'react';
import { isChunkLoadError, retryFailedScreens } from '../lib/lazy-screen';
import { LoadError } from './load-error';

interface SectionBoundaryProps {
  /** The address: moving to another one clears a failure and asks again for what failed. */
  resetKey: string;
  /** What shows instead of a failed part; by default the section's error with 'Reintentar'. */
  renderFailure?: (retry: () => void) => ReactNode;
  children: ReactNode;
}

interface SectionBoundaryState {
  failure: { error: unknown } | null;
}

/** Why a section could not be shown, in Spanish. */
export function describeSectionFailure(error: unknown, isOnline: boolean): string {
  if (!isChunkLoadError(error)) {
    return 'Algo falló al mostrar esta sección. Reintentar la vuelve a abrir; si sigue fallando, recarga la página.';
  }
  return isOnline
    ? 'No llegó el código de esta sección. Revisa tu conexión y vuelve a intentarlo.'
    : 'Sin conexión: esta sección aún no está guardada en este dispositivo. Vuelve a intentarlo con señal.';
}

/**
 * Keeps a failure inside the part that failed: a section whose code did not arrive (poor signal
 * before the service worker has the app) or that threw while rendering shows what happened and
 * 'Reintentar', and the header and the menu keep working. Without it React unmounts the whole app
 * and leaves a blank page (issue 19).
 */
export class SectionBoundary extends Component<SectionBoundaryProps, SectionBoundaryState> {
  state: SectionBoundaryState = { failure: null };

  static getDerivedStateFromError(error: unknown): SectionBoundaryState {
    return { failure: { error } };
  }

  // Another address is a new attempt, downloads included: cleared before the browser paints.
  componentDidUpdate(previous: SectionBoundaryProps) {
    if (previous.resetKey !== this.props.resetKey && this.state.failure !== null) this.retry();
  }

  private readonly retry = () => {
    retryFailedScreens();
    this.setState({ failure: null });
  };

  render() {
    const { failure } = this.state;
    if (failure === null) return this.props.children;
    if (this.props.renderFailure) return this.props.renderFailure(this.retry);
    return (
      <LoadError
        title="No se pudo abrir esta sección"
        message={describeSectionFailure(failure.error, navigator.onLine)}
        onRetry={this.retry}
      />
    );
  }
}

/**
 * A part of a screen the rest can do without (the header's account control, an editor's button):
 * nothing shows while its code arrives, and when it fails the screen goes on, with
 * `renderFailure` in its place (nothing by default).
 */
export function OptionalPart({
  resetKey,
  renderFailure = () => null,
  children,
}: SectionBoundaryProps) {
  return (
    <SectionBoundary resetKey={resetKey} renderFailure={renderFailure}>
      <Suspense fallback={null}>{children}</Suspense>
    </SectionBoundary>
  );
}
