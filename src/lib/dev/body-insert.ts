import type { Root } from 'hast';
import { elementsOf } from '../build/elements';

/**
 * `html` with `first` inserted as the start of its `<body>` and `last` as its
 * end, placed where the parser (`tree` is `html` parsed, with positions) puts
 * the body's first and last child; appended when the body is empty.
 */
export function insertIntoBody(html: string, tree: Root, first: string, last: string): string {
  const body = [...elementsOf(tree)].find((el) => el.tagName === 'body');
  const start = body?.children[0]?.position?.start.offset ?? html.length;
  const end = body?.children.at(-1)?.position?.end.offset ?? html.length;
  return `${html.slice(0, start)}${first}${html.slice(start, end)}${last}${html.slice(end)}`;
}
