import type { Redirect } from '../../redirects';
import { sitePath } from './paths';

/**
 * Problems with the redirect table: a source listed twice, a source that is a
 * real page, a target that does not exist, a target that is itself redirected.
 */
export function redirectProblems(table: readonly Redirect[], pages: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const sources = new Map<string, number>();
  for (const { from } of table) sources.set(sitePath(from), (sources.get(sitePath(from)) ?? 0) + 1);
  for (const { from, to } of table) {
    const source = sitePath(from);
    const target = sitePath(to);
    if ((sources.get(source) ?? 0) > 1) problems.push(`redirect ${from}: listed more than once`);
    if (pages.has(source)) problems.push(`redirect ${from}: the source is a real page; remove the redirect or the page`);
    if (sources.has(target)) problems.push(`redirect ${from} -> ${to}: the target is itself redirected; point straight at its final page`);
    else if (!pages.has(target)) problems.push(`redirect ${from} -> ${to}: the target page does not exist`);
  }
  return [...new Set(problems)];
}
