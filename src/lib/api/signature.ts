import type { ApiMember, ApiParam } from '../../content/api-schema';

/** One piece of a rendered signature, with a role for highlighting. */
export interface SignaturePart {
  role: 'keyword' | 'name' | 'param' | 'punct' | 'type' | 'default' | 'operator';
  text: string;
}

function paramParts(p: ApiParam): SignaturePart[] {
  const stars = p.kind === 'var_positional' ? '*' : p.kind === 'var_keyword' ? '**' : '';
  // Some facts spell the stars into the name (`*args`), others do not.
  const prefix = p.name.startsWith('*') ? '' : stars;
  const parts: SignaturePart[] = [];
  if (prefix) parts.push({ role: 'operator', text: prefix });
  parts.push({ role: 'param', text: p.name });
  if (p.type) parts.push({ role: 'punct', text: ': ' }, { role: 'type', text: p.type });
  if (p.default !== undefined) parts.push({ role: 'operator', text: p.type ? ' = ' : ' = ' }, { role: 'default', text: p.default });
  return parts;
}

/**
 * The parameter list in Starlark notation: `/` after positional-only
 * parameters, `*` before keyword-only ones (unless `*args` already stands there).
 */
export function paramLines(params: readonly ApiParam[]): SignaturePart[][] {
  const lines: SignaturePart[][] = [];
  const hasVarPositional = params.some((p) => p.kind === 'var_positional');
  let starDone = hasVarPositional;
  params.forEach((p, i) => {
    if (p.kind === 'keyword_only' && !starDone) {
      lines.push([{ role: 'operator', text: '*' }]);
      starDone = true;
    }
    if (p.kind === 'var_positional') starDone = true;
    lines.push(paramParts(p));
    const next = params[i + 1];
    if (p.kind === 'positional_only' && next?.kind !== 'positional_only') lines.push([{ role: 'operator', text: '/' }]);
  });
  return lines;
}

/** A function's signature as lines of parts; long signatures put one parameter per line. */
export function signatureLines(member: ApiMember, maxWidth = 80): SignaturePart[][] {
  if (member.kind === 'attribute') {
    return [[{ role: 'name', text: member.name }, { role: 'punct', text: ': ' }, { role: 'type', text: member.type ?? 'typing.Any' }]];
  }
  const params = paramLines(member.params ?? []);
  const head: SignaturePart[] = [{ role: 'keyword', text: 'def ' }, { role: 'name', text: member.name }, { role: 'punct', text: '(' }];
  const tail: SignaturePart[] = [{ role: 'punct', text: ')' }];
  if (member.returns) tail.push({ role: 'operator', text: ' -> ' }, { role: 'type', text: member.returns });
  const oneLine: SignaturePart[] = [...head];
  params.forEach((line, i) => {
    if (i > 0) oneLine.push({ role: 'punct', text: ', ' });
    oneLine.push(...line);
  });
  oneLine.push(...tail);
  if (oneLine.reduce((n, p) => n + p.text.length, 0) <= maxWidth) return [oneLine];
  return [head, ...params.map((line) => [{ role: 'punct' as const, text: '    ' }, ...line, { role: 'punct' as const, text: ',' }]), tail];
}

/** The signature as plain text (for tests and search). */
export function signatureText(member: ApiMember, maxWidth = 80): string {
  return signatureLines(member, maxWidth)
    .map((line) => line.map((p) => p.text).join(''))
    .join('\n');
}
