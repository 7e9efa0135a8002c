import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from './page-states';

/** What QueryView needs of a useApiQuery state. */
export interface ViewState<D> {
  status: 'loading' | 'success' | 'error';
  data?: D;
  reload: () => void;
}

/**
 * A call's loading, error and empty states, and its content once loaded: the one way every page
 * shows server state. While a new reply is on its way the previous content stays on screen (a
 * page change does not flash a spinner).
 */
export function QueryView<D>({ state, isEmpty, empty, children }: { state: ViewState<D>; isEmpty?: (data: D) => boolean; empty?: ReactNode; children: (data: D) => ReactNode }) {
  if (state.status === 'error') return <ErrorState onRetry={state.reload} />;
  if (state.data === undefined) return <LoadingState />;
  if (isEmpty?.(state.data)) return typeof empty === 'string' || !empty ? <EmptyState title={empty as string | undefined} /> : <>{empty}</>;
  return <div aria-busy={state.status === 'loading'}>{children(state.data)}</div>;
}
