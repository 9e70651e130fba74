const counters = new Map<string, number>();

/** Deterministic ids per build (`tabs-1`, `tabs-2`, ...): the same input gives the same HTML. */
export function uniqueId(prefix: string): string {
  const next = (counters.get(prefix) ?? 0) + 1;
  counters.set(prefix, next);
  return `${prefix}-${next}`;
}
