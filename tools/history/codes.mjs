// Exit code and error tag names at one commit: the unit variants of the
// `ExitCode` enum (`FailureExitCode` in 2023), in the SCREAMING_SNAKE_CASE the
// exit code page uses, and the values of the `ErrorTag` protobuf enum.
import { blankRust, matchingBracket } from '../buck2-source/source.mjs';

const snake = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();

/** @param {{grepFiles: Function, read: Function}} tree */
export function extractCodes(tree) {
  const exit = [];
  for (const path of tree.grepFiles('pub enum (Failure)?ExitCode \\{', 'app')) {
    const code = blankRust(tree.read(path));
    const m = /pub enum (?:Failure)?ExitCode \{/.exec(code);
    const open = m.index + m[0].length - 1;
    const body = code.slice(open + 1, matchingBracket(code, open));
    for (const v of body.matchAll(/(?:^|,)\s*(?:#\[[^\]]*\]\s*)*([A-Z]\w*)\s*(?=,|$)/g)) exit.push(snake(v[1]));
  }
  const errorTag = [];
  for (const path of tree.grepFiles('enum ErrorTag \\{', 'app').filter((p) => p.endsWith('.proto'))) {
    const src = tree.read(path).replace(/\/\/[^\n]*/g, '');
    const open = src.indexOf('{', src.indexOf('enum ErrorTag'));
    const body = src.slice(open + 1, src.indexOf('}', open));
    for (const v of body.matchAll(/\b([A-Z][A-Z0-9_]*)\s*=\s*\d+\s*;/g)) errorTag.push(v[1]);
  }
  return { exit, errorTag };
}
