import { useDeferredValue, type ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from './page-states';

/** What QueryView needs of a useApiQuery state. */
export interface ViewState<D> {
  status: 'loading' | 'success' | 'error';
  data?: D;
  error?: { message: string } | null;
  reload: () => void;
}

type DataOf<S> = S extends ViewState<infer D> ? D : never;

/**
 * Several calls' states as one, for a view that needs all their replies: failed when one failed
 * (retry asks the failed ones again), loaded when all are, with their replies in order.
 */
export function allOf<S extends readonly ViewState<unknown>[]>(...states: S): ViewState<{ [K in keyof S]: DataOf<S[K]> }> {
  const failed = states.filter((s) => s.status === 'error');
  const status = failed.length ? 'error' : states.some((s) => s.status === 'loading') ? 'loading' : 'success';
  const data = states.every((s) => s.data !== undefined) ? (states.map((s) => s.data) as { [K in keyof S]: DataOf<S[K]> }) : undefined;
  return { status, data, error: failed[0]?.error, reload: () => (failed.length ? failed : states).forEach((s) => s.reload()) };
}

export interface QueryViewProps<D> {
  state: ViewState<D>;
  /** Whether a loaded reply has nothing to show: then `empty` is shown instead of the content. */
  isEmpty?: (data: D) => boolean;
  /** The empty state's title, or a whole node of its own. */
  empty?: ReactNode;
  /** The error state's text instead of the generic one (the server's own words, say). */
  errorMessage?: string | ((error: { message: string }) => string);
  /** The inline states, for a part of a page (a panel's figure, a menu, a form's picker). */
  compact?: boolean;
  /** What stands in while loading instead of the spinner (a placeholder of the content's size). */
  loading?: ReactNode;
  children: (data: D) => ReactNode;
}

/**
 * A call's loading, error and empty states, and its content once loaded: the one way every page
 * shows server state. While a new reply is on its way the previous content stays on screen (a
 * page change does not flash a spinner).
 *
 * A reply reaches the page as a deferred value: the query cache announces it in a synchronous
 * update, and drawing a page of goods there would be one long task on a phone; deferred, React
 * draws the content in slices and lets taps and paints in between (perf-web).
 */
export function QueryView<D>({ state, isEmpty, empty, errorMessage, compact, loading, children }: QueryViewProps<D>) {
  const data = useDeferredValue(state.data);
  if (state.status === 'error') {
    const message = typeof errorMessage === 'function' ? (state.error ? errorMessage(state.error) : undefined) : errorMessage;
    return <ErrorState message={message} onRetry={state.reload} compact={compact} />;
  }
  if (data === undefined) return loading !== undefined ? <>{loading}</> : <LoadingState compact={compact} />;
  if (isEmpty?.(data)) return typeof empty === 'string' || !empty ? <EmptyState title={empty as string | undefined} compact={compact} /> : <>{empty}</>;
  if (compact) return <>{children(data)}</>;
  return <div aria-busy={state.status === 'loading' || data !== state.data}>{children(data)}</div>;
}
