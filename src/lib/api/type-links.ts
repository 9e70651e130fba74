/**
 * Type expressions in signatures (`list[Label] | None`, `bxl.Context`,
 * `dict[str, typing.Any]`) split into text and links to the documented types.
 */
export interface TypeSegment {
  text: string;
  href?: string;
}

/** Map of a type name as written in signatures to its page. */
export type TypeIndex = ReadonlyMap<string, string>;

/** Names by which a page's type is written in signatures, from its API path. */
export function typeNamesOf(apiPath: string): string[] {
  const m = /^\/docs\/api\/(build|bxl|starlark|bxl_utils)\/(.+?)\/$/.exec(apiPath);
  if (!m) return [];
  const [, section, rest] = m as unknown as [string, string, string];
  const last = rest.split('/').pop()!;
  switch (section) {
    case 'bxl':
      return [`bxl.${last}`];
    case 'starlark':
      return rest.startsWith('typing/') ? [`typing.${last}`] : [last];
    case 'build':
      return [last];
    default:
      return [];
  }
}

const IDENT = /[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*/g;
/** Words that are part of the notation, never types. */
const NOT_TYPES = new Set(['def', 'None', 'True', 'False']);

export function linkTypes(expr: string, index: TypeIndex): TypeSegment[] {
  const out: TypeSegment[] = [];
  let last = 0;
  const push = (text: string, href?: string) => {
    if (!text) return;
    const prev = out[out.length - 1];
    if (!href && prev && !prev.href) prev.text += text;
    else out.push(href ? { text, href } : { text });
  };
  for (const match of expr.matchAll(IDENT)) {
    const word = match[0];
    const start = match.index;
    push(expr.slice(last, start));
    // `name:` inside `def(x: T)` is a parameter name, and `**kwargs` too.
    const after = expr.slice(start + word.length);
    const isParamName = /^\s*:/.test(after) && !/^\s*::/.test(after);
    const href = !isParamName && !NOT_TYPES.has(word) ? index.get(word) : undefined;
    push(word, href);
    last = start + word.length;
  }
  push(expr.slice(last));
  return out;
}

/** Every documented type a type expression mentions. */
export function typesMentioned(expr: string, index: TypeIndex): string[] {
  return [...new Set(linkTypes(expr, index).flatMap((s) => (s.href ? [s.text] : [])))];
}
