/** A red box after the island with the error and a Retry button (focused). */
export function showLoadError(el: HTMLElement, error: unknown, retry: () => void): void {
  if (el.nextElementSibling?.matches('.island-load-error')) el.nextElementSibling.remove();
  const box = document.createElement('div');
  box.className = 'island-load-error';
  box.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = error instanceof Error ? error.message : String(error);
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Retry';
  button.addEventListener('click', () => {
    box.remove();
    retry();
  });
  box.append(text, button);
  el.after(box);
  button.focus();
}
