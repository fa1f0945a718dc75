import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteErrorScreen } from '../screens/RouteErrorScreen';

interface RouteErrorBoundaryProps {
  children: ReactNode;
  /** The page's path: moving to another page clears the error, so the next page gets a fresh try. */
  resetKey: string;
}

interface RouteErrorBoundaryState {
  error: unknown;
  failed: boolean;
  resetKey: string;
}

/** A layout's error boundary: a route that throws (or whose chunk or tenant fails) shows RouteErrorScreen. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[route] failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteErrorScreen error={this.state.error} /> : this.props.children;
  }
}
