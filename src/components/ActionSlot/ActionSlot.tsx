import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';

export interface ActionSlotProps {
  /** what the running action draws (a sheet, a payment runner); nothing between actions */
  children: ReactNode;
  /**
   * A part failed while rendering (most often its lazily loaded chunk did not arrive: offline).
   * The caller says so (a toast) and ends the action; the slot draws nothing until its children
   * are gone (the action ended) and come back with the next one.
   */
  onFailed: (error: unknown) => void;
}

interface State {
  failed: boolean;
}

/**
 * Where an action renders what it needs while it runs. A failure there fails that action, never the
 * page: without this boundary, a lazy part that did not load throws into the route's error boundary,
 * which replaces the whole app (header, tab bar) with the full-page error until a reload. A part
 * still loading draws nothing (the action's button shows it is busy).
 */
export class ActionSlot extends Component<ActionSlotProps, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: ActionSlotProps, state: State): State | null {
    // the failed action has ended (its part is gone): the next one starts clean
    return state.failed && !props.children ? { failed: false } : null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn('[action] a part of the action failed', error, info.componentStack);
    this.props.onFailed(error);
  }

  render(): ReactNode {
    if (this.state.failed) return null;
    return <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
