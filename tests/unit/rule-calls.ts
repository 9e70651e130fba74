import { ruleFacts } from '../../src/lib/rules/facts';
import { COMMON_ATTRIBUTES } from '../../src/lib/rules/model';

/**
 * Reads the rule calls of BUCK snippets, for the tests that hold examples
 * (rule pages, guides) to the rules and attributes the prelude has.
 */

/**
 * Arguments that the prelude's macro layer takes before calling the rule
 * (prelude/native.bzl) are allowed by name.
 */
const MACRO_ARGUMENTS: Record<string, string[]> = { configured_alias: ['actual', 'fallback_to_unconfigured_alias'] };

/** Every keyword argument a BUCK file may give each rule of the prelude. */
export const attributesOf: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  ruleFacts.rules.map((r) => [r.rule, new Set([...r.attrs.map((a) => a.name), ...COMMON_ATTRIBUTES, ...(MACRO_ARGUMENTS[r.rule] ?? [])])]),
);

export interface TopLevelCall {
  /** The called name (`cxx_library`). */
  name: string;
  /** Its keyword arguments, in order (`**kwargs` and positional arguments are left out). */
  args: string[];
  /** Its positional string arguments (`load("//x.bzl", "sym")` gives `//x.bzl` and `sym`). */
  strings: string[];
}

/**
 * The code with the contents of strings and comments replaced by spaces (line
 * breaks kept), so that brackets, `=` and `#` inside them do not count.
 * Quotes stay, so a string is still visible as `"   "`.
 */
function blankStringsAndComments(code: string): string {
  let out = '';
  let i = 0;
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  while (i < code.length) {
    const c = code[i]!;
    if (c === '#') {
      const end = code.indexOf('\n', i);
      const stop = end < 0 ? code.length : end;
      out += blank(code.slice(i, stop));
      i = stop;
    } else if (c === '"' || c === "'") {
      const quote = code.startsWith(c.repeat(3), i) ? c.repeat(3) : c;
      let j = i + quote.length;
      while (j < code.length && !code.startsWith(quote, j)) {
        if (code[j] === '\\') j++;
        else if (quote.length === 1 && code[j] === '\n') break;
        j++;
      }
      out += quote + blank(code.slice(i + quote.length, j)) + (code.startsWith(quote, j) ? quote : '');
      i = Math.min(code.length, code.startsWith(quote, j) ? j + quote.length : j);
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/**
 * Every call that starts at the beginning of a line (`cxx_library(` in a BUCK
 * file, not `x = f(` nor an indented call inside a function), with its
 * keyword arguments at the call's own level, on one line or many.
 */
export function topLevelCalls(code: string): TopLevelCall[] {
  const blanked = blankStringsAndComments(code);
  const calls: TopLevelCall[] = [];
  for (const m of blanked.matchAll(/^([A-Za-z_]\w*)[ \t]*\(/gm)) {
    const call: TopLevelCall = { name: m[1]!, args: [], strings: [] };
    let depth = 1;
    let argumentStart = true;
    for (let i = m.index! + m[0].length; i < blanked.length && depth > 0; i++) {
      const c = blanked[i]!;
      if (/\s/.test(c)) continue;
      if (depth === 1 && argumentStart) {
        argumentStart = false;
        const keyword = /^([A-Za-z_]\w*)\s*=(?!=)/.exec(blanked.slice(i));
        if (keyword) call.args.push(keyword[1]!);
        else if (c === '"' || c === "'") {
          const quote = blanked.startsWith(c.repeat(3), i) ? c.repeat(3) : c;
          const end = blanked.indexOf(quote, i + quote.length);
          if (end > 0) {
            call.strings.push(code.slice(i + quote.length, end));
            i = end + quote.length - 1;
            continue;
          }
        }
      }
      if ('([{'.includes(c)) depth++;
      else if (')]}'.includes(c)) depth--;
      else if (depth === 1 && c === ',') argumentStart = true;
    }
    calls.push(call);
  }
  return calls;
}

/**
 * Keyword arguments of prelude rule calls that the rule does not have, as
 * `rule(attribute = ...)`. Calls of names that are not prelude rules are not
 * checked here.
 */
export function unknownAttributes(code: string): string[] {
  const problems: string[] = [];
  for (const { name, args } of topLevelCalls(code)) {
    const known = attributesOf.get(name);
    if (!known) continue;
    for (const arg of args) if (!known.has(arg)) problems.push(`${name}(${arg} = ...)`);
  }
  return problems;
}
