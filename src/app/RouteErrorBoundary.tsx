import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteErrorPage } from './RouteErrorPage';

interface Props {
  /** the page the user is on: moving to another page clears the error */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  failedAt: string | null;
}

/**
 * Last line of defence: a screen that throws while rendering shows the error page, never a
 * white screen. A class component because React offers error boundaries only as classes.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('render failed') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error === null) return null;
    if (state.failedAt === null) return { failedAt: props.resetKey };
    return state.failedAt === props.resetKey ? null : { error: null, failedAt: null };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn('[route error]', error, info.componentStack);
  }

  render(): ReactNode {
    return this.state.error === null ? this.props.children : <RouteErrorPage />;
  }
}
