import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PageError } from './PageError';

interface State {
  error: Error | null;
}

/** Catches a page that fails to load or render; the shell around it stays. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Page failed to render:', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <PageError /> : this.props.children;
  }
}
