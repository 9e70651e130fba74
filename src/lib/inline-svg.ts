import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const cache = new Map<string, string | null>();

/**
 * A site image from `public/` as inline `<svg>` markup, or null when `src` is
 * not a local `.svg`. Inline, the navbar logo paints with the first frame: as
 * an `<img>` it cost a request and an SVG document built on the main thread
 * before the first paint.
 */
export function inlineSvg(src: string, { className, label }: { className: string; label: string }): string | null {
  const key = `${src}\n${className}\n${label}`;
  if (!cache.has(key)) cache.set(key, read(src, className, label));
  return cache.get(key)!;
}

function read(src: string, className: string, label: string): string | null {
  if (!/^\/[^:]*\.svg$/.test(src)) return null;
  const svg = readFileSync(join(process.cwd(), 'public', src), 'utf8').trim();
  const open = svg.match(/^<svg\b[^>]*>/);
  if (!open) return null;
  const kept = open[0].replace(/\s(?:class|role|aria-label|aria-hidden|width|height)="[^"]*"/g, '').slice(0, -1);
  const naming = label ? ` role="img" aria-label="${label.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)}"` : ' aria-hidden="true"';
  return `${kept} class="${className}"${naming}>${svg.slice(open[0].length)}`;
}
