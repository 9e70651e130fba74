import { Component, type ErrorInfo, type ReactNode } from 'react';

/** The error's message followed by its chain of causes, each after "Cause:". */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  const seen = new Set<unknown>();
  while (current !== undefined && current !== null && !seen.has(current)) {
    seen.add(current);
    parts.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return parts.join('\n\nCause:\n');
}

interface Props {
  children: ReactNode;
}
interface State {
  error: unknown;
}

/**
 * Wraps every island: a crash shows "This page crashed." with the message and
 * its causes, and "Try again" renders the island afresh. The rest of the page
 * keeps working.
 */
export class IslandBoundary extends Component<Props, State> {
  override state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('An island crashed:', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error === undefined) return this.props.children;
    return (
      <div className="island-crash" role="alert">
        <p className="island-crash__title">This page crashed.</p>
        <pre className="island-crash__message">{describeError(this.state.error)}</pre>
        <button type="button" className="island-crash__retry" onClick={() => this.setState({ error: undefined })}>
          Try again
        </button>
      </div>
    );
  }
}
