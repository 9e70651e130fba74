/**
 * The "Copy as Markdown" button beside each page's "View as Markdown" link
 * (both in the HTML): the twin is fetched only when the reader clicks, copied
 * to the clipboard, and the result is said in the control's live region. On
 * failure the link stays there to open the twin instead. Where the browser
 * has no clipboard (a page served over plain HTTP), the button is hidden.
 */
export function enhanceCopyMarkdown(signal: AbortSignal, root: ParentNode = document): void {
  for (const control of root.querySelectorAll<HTMLElement>('[data-page-markdown]')) {
    const link = control.querySelector<HTMLAnchorElement>('a');
    const status = control.querySelector<HTMLElement>('[role="status"]');
    const button = control.querySelector<HTMLButtonElement>('button');
    if (!link || !status || !button) continue;
    if (!navigator.clipboard) {
      button.hidden = true;
      continue;
    }
    button.addEventListener(
      'click',
      async () => {
        status.textContent = '';
        try {
          await copyText(markdownOf(link.href));
          status.textContent = 'Copied';
        } catch {
          status.textContent = 'Could not copy: use the Markdown link instead';
        }
      },
      { signal },
    );
  }
}

async function markdownOf(href: string): Promise<string> {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`${href}: ${response.status}`);
  return response.text();
}

/** Writes text that is still on its way: Safari only allows a clipboard write started in the click itself. */
async function copyText(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && ClipboardItem.supports?.('text/plain')) {
    const blob = text.then((t) => new Blob([t], { type: 'text/plain' }));
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
  } else {
    await navigator.clipboard.writeText(await text);
  }
}
