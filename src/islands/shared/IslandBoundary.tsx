import { Component, type ErrorInfo, type ReactNode } from 'react';
import { READY_EVENT, takeTriggers } from '../triggers';

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

/** Styles of the crash screen, shipped with it rather than on every page. */
const CRASH_STYLES = {
  box: {
    position: 'relative',
    zIndex: 70,
    padding: '0.75rem 1rem',
    border: '2px solid var(--adm-danger-border)',
    borderRadius: 'var(--radius)',
    background: 'var(--adm-danger-bg)',
    color: 'var(--color-text)',
    maxWidth: '28rem',
  },
  title: { margin: '0 0 0.4rem', fontWeight: 700 },
  message: { whiteSpace: 'pre-wrap', margin: '0 0 0.6rem', fontSize: '0.85rem' },
  button: { font: 'inherit', padding: '0.3rem 0.8rem', borderRadius: 'var(--radius)', border: '1px solid var(--color-border)', background: 'var(--color-bg)', color: 'var(--color-text)', cursor: 'pointer' },
} as const;

interface Props {
  children: ReactNode;
  /** The island's name (for the test-only crash probe). */
  name?: string;
}

declare global {
  interface Window {
    __buck2CrashIsland?: string;
  }
}

/**
 * Test hook, compiled in only by `npm run build:fixture`: throws when
 * `window.__buck2CrashIsland` names this island. Gone from the public build.
 */
function CrashProbe({ name }: { name: string }): null {
  if (import.meta.env.PUBLIC_BUCK2_TEST_HOOKS === '1' && typeof window !== 'undefined' && window.__buck2CrashIsland === name) {
    throw new Error(`Test crash of the ${name} island`, { cause: new Error('The test hook asked for it') });
  }
  return null;
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
    // Interactions queued before the crash are not replayed after "Try again";
    // the crash panel is live UI, so the loader stops intercepting clicks.
    if (this.props.name) {
      takeTriggers(this.props.name);
      window.dispatchEvent(new CustomEvent(READY_EVENT, { detail: this.props.name }));
    }
    console.error('An island crashed:', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error === undefined) {
      return (
        <>
          {this.props.name && <CrashProbe name={this.props.name} />}
          {this.props.children}
        </>
      );
    }
    return (
      <div className="island-crash" role="alert" style={CRASH_STYLES.box}>
        <p style={CRASH_STYLES.title}>This page crashed.</p>
        <pre style={CRASH_STYLES.message}>{describeError(this.state.error)}</pre>
        <button type="button" style={CRASH_STYLES.button} onClick={() => this.setState({ error: undefined })}>
          Try again
        </button>
      </div>
    );
  }
}
