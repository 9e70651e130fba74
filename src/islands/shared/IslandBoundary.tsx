import { Component, memo, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { CRASH_EVENT, islandOf, READY_EVENT, takeTriggers } from '../../hydration/trigger-queue';

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
  // In view whatever holds the island (a navbar item is no place for it), above the search dialog's first frame.
  box: {
    position: 'fixed',
    top: 'calc(var(--navbar-height) + 0.5rem)',
    right: '1rem',
    left: 'auto',
    zIndex: 400,
    width: 'calc(100vw - 2rem)',
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
}

interface State {
  error: unknown;
}

/** The document's title while an island is crashed (the specification's page-error title). */
const CRASH_TITLE = 'Page Error';

/**
 * Wraps every island: a crash shows "This page crashed." with the message and
 * its causes, and "Try again" renders the island afresh. The rest of the page
 * keeps working.
 */
export class IslandBoundary extends Component<Props, State> {
  override state: State = { error: undefined };
  private titleBefore: string | undefined;

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('An island crashed:', error, info.componentStack);
    if (document.title !== CRASH_TITLE) this.titleBefore = document.title;
    document.title = CRASH_TITLE;
  }

  private tryAgain = (): void => {
    if (this.titleBefore !== undefined && document.title === CRASH_TITLE) document.title = this.titleBefore;
    this.titleBefore = undefined;
    this.setState({ error: undefined });
  };

  override render(): ReactNode {
    if (this.state.error === undefined) {
      return this.props.children;
    }
    return (
      <div className="island-crash" role="alert" style={CRASH_STYLES.box} ref={stopWaiting}>
        <p style={CRASH_STYLES.title}>This page crashed.</p>
        <pre style={CRASH_STYLES.message}>{describeError(this.state.error)}</pre>
        <button type="button" style={CRASH_STYLES.button} onClick={this.tryAgain} autoFocus>
          Try again
        </button>
      </div>
    );
  }
}

/**
 * Interactions queued before the crash are not replayed after "Try again",
 * the loader stops intercepting clicks (the crash panel is live UI) and
 * takes down the island's first frame.
 */
function stopWaiting(node: HTMLElement | null): void {
  const el = islandOf(node);
  if (!el) return;
  takeTriggers(el);
  el.dispatchEvent(new CustomEvent(CRASH_EVENT));
  el.dispatchEvent(new CustomEvent(READY_EVENT));
}

/**
 * An island component inside its error boundary. The result is a memo
 * component: Astro's server renderer recognises it without calling it outside React.
 */
export function island<P extends object>(Inner: ComponentType<P>) {
  return memo(function Island(props: P) {
    return (
      <IslandBoundary>
        <Inner {...props} />
      </IslandBoundary>
    );
  });
}
