/**
 * A render error shows 'Something went wrong.' with expandable details (spec section 8),
 * and the "Download debug log" button, so the session that broke can be replayed.
 * The text is fixed by the spec and shown as is, since translations may be what broke.
 */
import { Component, lazy, Suspense, type ContextType, type ErrorInfo, type ReactNode } from 'react';
import { ReactReduxContext } from 'react-redux';
import { renderErrorCaught } from '../../store/ui/uiSlice';

// Loaded when an error shows, not with every first page (the log's export is loaded on
// demand already, so a page that cannot load code could not save it anyway).
const DownloadDebugLog = lazy(() =>
  import(/* webpackChunkName: "debug-log" */ './debugLog/DownloadDebugLog').then((module) => ({
    default: module.DownloadDebugLog,
  })),
);

export const RENDER_ERROR_TEXT = 'Something went wrong.';
/** The router's own error page (spec section 8): a route that failed, not a page's render. */
export const ROUTER_ERROR_TEXT = 'Unexpected Application Error!';

/** The router's default error page, as React Router draws it, with the debug-log button. */
export function RouterErrorPage({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : JSON.stringify(error);
  return (
    <div className="render-error" role="alert">
      <h2>{ROUTER_ERROR_TEXT}</h2>
      <h3>{message}</h3>
      <Suspense fallback={null}>
        <DownloadDebugLog />
      </Suspense>
    </div>
  );
}

/** The most of a component stack the log keeps (the innermost components come first). */
const STACK_KEPT = 4000;

interface State {
  error: Error | null;
}

interface Props {
  children: ReactNode;
  /** Clears the error when it changes (the page's path). */
  resetKey?: unknown;
  /** `router`: the route tree's last resort, drawn as the router's default error page. */
  variant?: 'render' | 'router';
}

export class ErrorBoundary extends Component<Props, State> {
  static override contextType = ReactReduxContext;
  declare context: ContextType<typeof ReactReduxContext>;
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
    // Into the event log too (outside a store, as in some tests, there is none).
    this.context?.store.dispatch(
      renderErrorCaught({
        message: String(error?.message ?? error),
        componentStack: (info.componentStack ?? '').slice(0, STACK_KEPT),
      }),
    );
  }

  override componentDidUpdate(previous: { resetKey?: unknown }) {
    // Going to another page clears the error.
    if (this.state.error && previous.resetKey !== this.props.resetKey)
      this.setState({ error: null });
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (this.props.variant === 'router') return <RouterErrorPage error={error} />;
    return (
      <div className="render-error" role="alert">
        <h2>{RENDER_ERROR_TEXT}</h2>
        <details>
          <summary>Details</summary>
          <pre>{error.message}</pre>
        </details>
        <Suspense fallback={null}>
          <DownloadDebugLog />
        </Suspense>
      </div>
    );
  }
}
