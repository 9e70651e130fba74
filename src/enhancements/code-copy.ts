/**
 * A "Copy" button on every code block, copying the code as it reads on the
 * page. (Expressive Code's own button stores each block's text a second time
 * in the HTML; this one reads it from the block.)
 */
export function codeText(block: Element): string {
  const lines = block.querySelectorAll('.ec-line');
  if (lines.length) return [...lines].map((line) => line.textContent ?? '').join('\n');
  return block.querySelector('pre')?.textContent ?? '';
}

export function enhanceCodeCopy(root: ParentNode = document): void {
  if (!navigator.clipboard) return;
  for (const frame of root.querySelectorAll<HTMLElement>('.expressive-code .frame')) {
    if (frame.querySelector('.code-copy')) continue;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'code-copy';
    button.textContent = 'Copy';
    button.setAttribute('aria-label', 'Copy code to clipboard');
    const status = document.createElement('span');
    status.className = 'visually-hidden';
    status.setAttribute('aria-live', 'polite');
    button.addEventListener('click', async () => {
      try {
        await navigator.clipboard.writeText(codeText(frame));
        button.textContent = 'Copied';
        status.textContent = 'Copied to clipboard';
      } catch {
        button.textContent = 'Copy failed';
      }
      setTimeout(() => {
        button.textContent = 'Copy';
        status.textContent = '';
      }, 2000);
    });
    frame.append(button, status);
  }
}

/**
 * Code that scrolls sideways must be reachable by keyboard, and each such
 * region needs a name. Expressive Code's script makes it focusable lazily
 * (after an idle callback) and names nothing; a ResizeObserver does both as
 * soon as the blocks are laid out, without forcing a layout of its own.
 */
export function makeScrollableCodeFocusable(signal: AbortSignal, root: ParentNode = document): void {
  const blocks = [...root.querySelectorAll<HTMLElement>('.expressive-code pre')];
  if (!blocks.length) return;
  const observer = new ResizeObserver((entries) => {
    for (const { target } of entries) {
      const pre = target as HTMLElement;
      if (pre.scrollWidth > pre.clientWidth && !pre.hasAttribute('aria-label')) {
        // Each region needs its own name: its number on the page, and its title if it has one.
        const title = pre.closest('figure')?.querySelector('figcaption .title')?.textContent?.trim();
        pre.setAttribute('tabindex', '0');
        pre.setAttribute('role', 'region');
        pre.setAttribute('aria-label', `Code example ${blocks.indexOf(pre) + 1}${title ? `: ${title}` : ''}`);
      }
    }
  });
  blocks.forEach((pre) => observer.observe(pre));
  signal.addEventListener('abort', () => observer.disconnect());
}
