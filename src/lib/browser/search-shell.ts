/**
 * The search dialog's first frame. React and the DocSearch modal take a
 * moment to load on a slow phone; a Ctrl+K, "/" or click on the search
 * button shows this plain input at once, and whatever the reader types there
 * is handed to the real modal when it opens (see SearchModal).
 */

/** Set when the reader closed the shell before the modal was ready: do not open it. */
let dismissed = false;

const SELECTOR = '.search-shell';
/** The modal's input limit (DocSearch allows 512). */
export const MAX_QUERY_LENGTH = 64;

/** Text the reader selected on the page, cut to the input limit. */
export function selectedText(): string | undefined {
  const text = (window.getSelection()?.toString() ?? '').trim();
  return text ? text.slice(0, MAX_QUERY_LENGTH) : undefined;
}

export function showSearchShell(initial = selectedText() ?? ''): void {
  if (document.querySelector(SELECTOR)) return;
  dismissed = false;
  const shell = document.createElement('div');
  shell.className = 'search-shell';
  const dialog = document.createElement('div');
  dialog.className = 'search-shell__dialog';
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-label', 'Search docs');
  const input = document.createElement('input');
  Object.assign(input, { type: 'search', className: 'search-shell__input', placeholder: 'Search docs', maxLength: MAX_QUERY_LENGTH, value: initial, autocomplete: 'off', spellcheck: false });
  input.setAttribute('aria-label', 'Search docs');
  const status = document.createElement('p');
  status.className = 'search-shell__status';
  status.setAttribute('role', 'status');
  status.textContent = 'Loading search…';
  dialog.append(input, status);
  shell.append(dialog);
  const close = () => {
    shell.remove();
    dismissed = true;
    document.querySelector<HTMLElement>('.search-button')?.focus();
  };
  input.addEventListener('keydown', (e) => e.key === 'Escape' && close());
  shell.addEventListener('click', (e) => e.target === shell && close());
  document.body.append(shell);
  input.focus();
}

/** What the reader has typed into the shell (undefined when there is none). */
export function searchShellQuery(): string | undefined {
  return document.querySelector<HTMLInputElement>(`${SELECTOR} input`)?.value;
}

/** Removes the shell (the modal is on screen); returns what was typed in it. */
export function closeSearchShell(): string | undefined {
  const query = searchShellQuery();
  document.querySelector(SELECTOR)?.remove();
  return query;
}

/** Whether the reader dismissed the shell before the modal arrived. */
export const searchShellDismissed = (): boolean => dismissed;

/** A new request to open search: an earlier dismissal no longer counts. */
export function forgetSearchShellDismissal(): void {
  dismissed = false;
}
