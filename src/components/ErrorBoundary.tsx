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

/** The most of a component stack the log keeps (the innermost components come first). */
const STACK_KEPT = 4000;

interface State {
  error: Error | null;
}

export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: unknown }, State> {
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
