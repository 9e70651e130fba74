#!/usr/bin/env node
// Finds, in a Buck2 checkout at one commit, where each rule of the rules
// reference declares its attributes and where each command page's arguments
// are defined, and writes them with the commit:
//   src/data/source-links.json                        rule → {path, line}, command page id → {path, line}
//   tests/fixtures/buck2-source-links-facts.json      the text of each linked line (for the unit test)
// The rules of the removed groups (src/data/removed-rules-facts.json) are
// linked at the commit that file's source names, the last that declared them.
//
// Usage: node tools/extract-source-links.mjs GIT_DIR COMMIT
//   node tools/extract-source-links.mjs /work/.mirror/facebook+buck2/repo 13baa8a1d181428b17e1873fcb129793fa36d463
//
// Rules: `<var> = prelude_rule(name = "<rule>", ...)` (prelude/decls/*.bzl,
// prelude/apple/apple_rules_decls.bzl, ...), linked at the `name = "<rule>"`
// line; a rule declared only in an `extra_attributes`-style dict
// (`"<rule>": {` or `"<rule>": <fn>()`) is linked at that entry, or at
// `def <fn>(` when the entry calls a function of the same file.
// Commands: the clap struct or enum named in COMMANDS (its `pub struct` or
// `pub enum` line), which holds the command's arguments.
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { Checkout, blankStarlark, lineIndex } from './buck2-source/source.mjs';

/** Command page id (under src/content/docs/users/commands/) → the type that defines its arguments. */
export const COMMANDS = {
  aquery: { type: 'AqueryCommand' },
  audit: { type: 'AuditCommand' },
  build: { type: 'BuildCommand' },
  bxl: { type: 'BxlCommand' },
  clean: { type: 'CleanCommand' },
  'common-options': { type: 'CommonCommandOptions' },
  completion: { type: 'CompletionCommand' },
  cquery: { type: 'CqueryCommand' },
  ctargets: { type: 'ConfiguredTargetsCommand' },
  docs: { type: 'DocsCommand' },
  'expand-external-cell': { type: 'ExpandExternalCellsCommand' },
  explain: { type: 'ExplainCommand' },
  'help-env': { type: 'HelpEnvCommand' },
  index: { type: 'CommandKind' },
  init: { type: 'InitCommand' },
  install: { type: 'InstallCommand' },
  kill: { type: 'KillCommand' },
  killall: { type: 'KillallCommand' },
  log: { type: 'LogCommand' },
  lsp: { type: 'LspCommand' },
  profile: { type: 'ProfileCommand' },
  query: { type: 'UqueryCommand' },
  root: { type: 'RootCommand' },
  run: { type: 'RunCommand' },
  server: { type: 'ServerCommand' },
  // `buck2 starlark`; an enum of the same name in buck2_cmd_audit_client is `buck2 audit starlark`.
  starlark: { type: 'StarlarkCommand', path: 'app/buck2_cmd_starlark_client/src/lib.rs' },
  // An enum of the same name in buck2_cmd_debug_client is `buck2 debug hydration status`.
  status: { type: 'StatusCommand', path: 'app/buck2_client/src/commands/status.rs' },
  subscribe: { type: 'SubscribeCommand' },
  targets: { type: 'TargetsCommand' },
  test: { type: 'TestCommand' },
  uquery: { type: 'UqueryCommand' },
  utargets: { type: 'TargetsCommand' },
};

function findRule(checkout, rule, files) {
  return findRuleIn(checkout, rule, files);
}

function findRuleIn(checkout, rule, files) {
  const decls = [];
  for (const path of files) {
    const src = checkout.read(path);
    if (!src.includes(`"${rule}"`)) continue;
    const code = blankStarlark(src);
    const line = lineIndex(src);
    const re = /\b\w+\s*=\s*prelude_rule\s*\(\s*name\s*=\s*"/g;
    for (let m = re.exec(code); m; m = re.exec(code)) {
      const q = m.index + m[0].length - 1;
      if (src.slice(q + 1, code.indexOf('"', q + 1)) === rule) decls.push({ path, line: line(q) });
    }
  }
  if (decls.length) return decls;
  for (const path of files) {
    const src = checkout.read(path);
    const entry = new RegExp(`^\\s*"${rule}"\\s*:\\s*(\\{|(\\w+)\\(\\))`, 'm').exec(src);
    if (!entry) continue;
    const line = lineIndex(src);
    if (entry[2]) {
      const def = new RegExp(`^def\\s+${entry[2]}\\s*\\(`, 'm').exec(src);
      if (def) {
        decls.push({ path, line: line(def.index) });
        continue;
      }
    }
    decls.push({ path, line: line(entry.index + entry[0].indexOf('"')) });
  }
  return decls;
}

function findType(checkout, spec) {
  const paths = spec.path ? [spec.path] : checkout.grepFiles(`(enum|struct) ${spec.type}\\b`, 'app');
  const found = [];
  for (const path of paths) {
    if (!path.endsWith('.rs') || /(^|\/)tests?\//.test(path)) continue;
    const src = checkout.read(path);
    const re = new RegExp(`^\\s*pub(\\([^)]*\\))?\\s+(struct|enum)\\s+${spec.type}\\b`, 'gm');
    const line = lineIndex(src);
    for (let m = re.exec(src); m; m = re.exec(src)) found.push({ path, line: line(m.index + m[0].length - m[0].trimStart().length) });
  }
  return found;
}

function main() {
  const [gitDir, commit] = process.argv.slice(2);
  if (!gitDir || !commit) {
    console.error('usage: node tools/extract-source-links.mjs GIT_DIR COMMIT');
    process.exit(2);
  }
  const checkout = new Checkout(gitDir, commit);
  const facts = JSON.parse(readFileSync('src/data/rules-facts.json', 'utf8'));
  const problems = [];
  const files = checkout.files('prelude').filter((p) => p.endsWith('.bzl'));
  const rules = {};
  for (const { rule } of facts.rules) {
    const decls = findRule(checkout, rule, files);
    if (decls.length !== 1) problems.push(`rule ${rule}: ${decls.length} declarations (${decls.map((d) => `${d.path}:${d.line}`).join(', ') || 'none'})`);
    else rules[rule] = decls[0];
  }
  // The removed groups (src/data/removed-rules-facts.json) link to the last commit that declared them.
  const removed = JSON.parse(readFileSync('src/data/removed-rules-facts.json', 'utf8'));
  const removedCommit = /commit ([0-9a-f]{7,40})/.exec(removed.source)?.[1];
  const removedRules = {};
  let removedCheckout;
  if (!removedCommit) problems.push('src/data/removed-rules-facts.json: its source names no commit');
  else {
    removedCheckout = new Checkout(gitDir, removedCommit);
    const removedFiles = removedCheckout.files('prelude').filter((p) => p.endsWith('.bzl'));
    for (const { rule } of removed.rules) {
      const decls = findRuleIn(removedCheckout, rule, removedFiles);
      if (decls.length !== 1) problems.push(`removed rule ${rule}: ${decls.length} declarations at ${removedCommit}`);
      else removedRules[rule] = { ...decls[0], commit: removedCheckout.commit };
    }
  }
  const commands = {};
  for (const [id, spec] of Object.entries(COMMANDS)) {
    const found = findType(checkout, spec);
    if (found.length !== 1) problems.push(`command page ${id}: ${found.length} definitions of ${spec.type}`);
    else commands[id] = { ...found[0], type: spec.type };
  }
  if (problems.length) {
    console.error(`extract-source-links: ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  const header = { repository: 'https://github.com/facebook/buck2', commit: checkout.commit, generatedBy: 'tools/extract-source-links.mjs' };
  writeFileSync('src/data/source-links.json', `${JSON.stringify({ ...header, rules, removedRules, commands }, null, 1)}\n`);
  const lines = {};
  for (const { path, line } of [...Object.values(rules), ...Object.values(commands)]) {
    lines[`${path}:${line}`] = checkout.read(path).split('\n')[line - 1].trim();
  }
  const removedLines = {};
  for (const { path, line, commit: at } of Object.values(removedRules)) {
    removedLines[`${at}:${path}:${line}`] = removedCheckout.read(path).split('\n')[line - 1].trim();
  }
  const sorted = (o) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(
    'tests/fixtures/buck2-source-links-facts.json',
    `${JSON.stringify({ ...header, note: 'The text of every line that src/data/source-links.json links to: at the commit (lines), and for the removed rules at the commit they link to (removedLines, keyed commit:path:line).', lines: sorted(lines), removedLines: sorted(removedLines) }, null, 1)}\n`,
  );
  console.log(
    `extract-source-links: ${checkout.commit.slice(0, 12)}: ${Object.keys(rules).length} rules, ${Object.keys(removedRules).length} removed rules (at ${removedCommit}), ${Object.keys(commands).length} command pages`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
