import { Component, type ErrorInfo, type ReactNode } from "react";
import { ErrorFallback } from "./error-fallback";

type State = { error: Error | null };

/**
 * The main area's boundary: a broken page keeps the header and menus; 'Try Again' clears the error
 * and renders again.
 */
export class MainErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <ErrorFallback message={error.message} onReset={() => this.setState({ error: null })} />;
  }
}
