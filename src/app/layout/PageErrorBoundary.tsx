import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PageError } from './PageError';

interface Props {
  children: ReactNode;
  /** A new value (the route path) clears a caught error. */
  resetKey: string;
}

interface State {
  error: Error | null;
  resetKey: string;
}

/**
 * Catches a page that fails to load or render; the shell around it stays. It is
 * reset by the route path rather than remounted, so the Suspense boundary inside
 * persists and the router's transitions keep the current page on screen while
 * the next one loads (no spinner swap, no layout shift).
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Page failed to render:', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <PageError /> : this.props.children;
  }
}
