import { readStorage, writeStorage } from './browser/storage';

/**
 * The internal-docs redirect check of the current site. It runs only when the
 * internal-mode build flag is true (never on the public site), is skipped by
 * `?disableRedirect`, and any failure is silently ignored.
 */
export interface BannerCheck {
  showBanner: boolean;
  redirectTo?: string;
  /** Text with a `{link}` placeholder for the link to the internal page. */
  template?: string;
  autoRedirectEnabled?: boolean;
}

export const AUTO_REDIRECT_KEY = 'docs-auto-redirect';

/** The reader's auto-redirect preference (default true). */
export function autoRedirectPreference(): boolean {
  return readStorage(AUTO_REDIRECT_KEY) !== 'false';
}

export function setAutoRedirectPreference(value: boolean): void {
  writeStorage(AUTO_REDIRECT_KEY, String(value));
}

export interface InternalCheckOptions {
  internalMode: boolean;
  search: string;
  checkUrl: string;
  fetch: typeof fetch;
}

export async function checkInternalRedirect(options: InternalCheckOptions): Promise<BannerCheck | null> {
  if (!options.internalMode) return null;
  if (new URLSearchParams(options.search).has('disableRedirect')) return null;
  try {
    const response = await options.fetch(options.checkUrl, { credentials: 'include' });
    if (!response.ok) return null;
    const data = (await response.json()) as BannerCheck;
    return typeof data.showBanner === 'boolean' ? data : null;
  } catch {
    return null;
  }
}

/** Reaches the internal host within 2 s; false on any failure or time-out. */
export async function pingInternalHost(url: string, doFetch: typeof fetch, timeoutMs = 2000): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await doFetch(url, { signal: controller.signal });
    return response.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** The banner text with its link placeholder filled in. */
export function bannerText(template: string, linkHtml: string): string {
  return template.replace('{link}', linkHtml);
}
