import { Component, type ErrorInfo, type ReactNode } from 'react';
import { i18n } from '../i18n/i18n';
import { ErrorState } from '../ui/page-states';

interface Props {
  area: string;
  children: ReactNode;
}

/** Contains a remote that throws while rendering: its area shows an error with a retry; the rest of the page lives on. */
export class AreaBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[puente] area ${this.props.area} crashed`, error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return (
        <div data-testid="area-fallback" data-area={this.props.area}>
          <ErrorState message={i18n.t('common:area.crashed')} onRetry={() => this.setState({ error: null })} />
        </div>
      );
    }
    return this.props.children;
  }
}
