#!/usr/bin/env node
// Rewrites the Meta-internal defaults in src/data/rules-facts.json into the
// labels an open-source Buck2 project sees.
//
// The facts were read from buck2.build, whose rule pages were generated inside
// Meta. There the `toolchains` and `fbsource` cells the prelude refers to
// both resolved to a shim cell, `gh_facebook_buck2_shims_meta`, so 91 rule
// signatures show defaults such as `"gh_facebook_buck2_shims_meta//:cxx"`.
// The prelude itself writes those labels as follows:
//
// - toolchains: `toolchains//:<name>`, through `_toolchain()` in
//   prelude/decls/toolchains_common.bzl (and its twins in prelude/julia and
//   prelude/ocaml) or literally (prelude/apple/apple_common.bzl,
//   prelude/apple/apple_rules_impl_utility.bzl, prelude/decls/android_rules.bzl,
//   prelude/decls/erlang_rules.bzl, prelude/genrule.bzl, ...). These are the
//   targets a project defines in its own `toolchains` cell.
// - everything else: `fbsource//<path>`, written literally in the prelude
//   (Apple simulators, installer and provisioning profiles in prelude/apple,
//   React Native constraints in prelude/js/js.bzl). `fbsource` is a cell of
//   Meta's repository; `buck2 init` aliases it to the empty `none` cell.
//
// None of these defaults depends on `is_full_meta_repo()`: the attributes
// whose default does (prelude/apple/apple_common.bzl, prelude/genrule.bzl) are
// already recorded with their open-source value.
//
//   node tools/rules-facts-oss-defaults.mjs                  rewrite the data file
//   node tools/rules-facts-oss-defaults.mjs --check <git-dir> [--commit <sha>]
//                                            also confirm every rewritten label
//                                            in the prelude of that Buck2 checkout
//
// The rewrite is idempotent: a second run changes nothing.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const DATA = fileURLToPath(new URL('../src/data/rules-facts.json', import.meta.url));
const SHIM = 'gh_facebook_buck2_shims_meta//';
const LABEL = /gh_facebook_buck2_shims_meta\/\/[A-Za-z0-9_./:\-[\]]*/g;
const OSS_LABEL = /(?:toolchains|fbsource)\/\/[A-Za-z0-9_./:\-[\]]*/g;

/**
 * The open-source spelling of one label of the shim cell.
 * @param {string} label
 * @returns {string}
 */
export function ossLabel(label) {
  if (!label.startsWith(SHIM)) return label;
  const rest = label.slice(SHIM.length);
  return rest.startsWith(':') ? `toolchains//${rest}` : `fbsource//${rest}`;
}

/**
 * Replaces every shim-cell label in a default or a signature. A select key
 * such as `...:constraint[value]` keeps its brackets.
 * @param {string} text
 * @returns {string}
 */
export function rewrite(text) {
  return text.replace(LABEL, (label) => ossLabel(label));
}

/**
 * @param {string} text
 * @returns {string[]}
 */
function labelsIn(text) {
  return [...text.matchAll(LABEL)].map((m) => m[0]);
}

/**
 * Whether the prelude at `commit` writes `label` (see the header for the two forms).
 * @param {string} gitDir
 * @param {string} commit
 * @param {string} label
 */
function preludeHas(gitDir, commit, label) {
  /** @param {string} pattern */
  const grep = (pattern) => {
    try {
      execFileSync('git', ['-C', gitDir, 'grep', '-q', '-F', pattern, commit, '--', 'prelude/'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  };
  const bare = label.replace(/\[[^\]]*\]$/, '');
  if (grep(`"${label}"`) || (bare !== label && grep(`"${bare}[`))) return true;
  const name = label.startsWith('toolchains//:') ? label.slice('toolchains//:'.length) : undefined;
  return name !== undefined && (grep(`_toolchain("${name}"`) || grep(`lang = "${name}"`));
}

/** @param {string[]} argv */
function main(argv) {
  const checkAt = argv.indexOf('--check');
  const gitDir = checkAt >= 0 ? argv[checkAt + 1] : undefined;
  const commitAt = argv.indexOf('--commit');
  const commit = commitAt >= 0 ? argv[commitAt + 1] : 'HEAD';
  const facts = JSON.parse(readFileSync(DATA, 'utf8'));

  const seen = new Set();
  let attrs = 0;
  const rules = new Set();
  for (const rule of facts.rules) {
    for (const label of labelsIn(rule.signature)) seen.add(label);
    rule.signature = rewrite(rule.signature);
    for (const attr of rule.attrs) {
      if (attr.default === undefined || !attr.default.includes(SHIM)) continue;
      attr.default = rewrite(attr.default);
      attrs += 1;
      rules.add(rule.rule);
    }
  }
  writeFileSync(DATA, JSON.stringify(facts));
  console.log(`${attrs} defaults in ${rules.size} rules rewritten (${seen.size} distinct labels).`);

  if (gitDir) {
    // Every toolchains// and fbsource// label of a default, rewritten now or on an earlier run.
    const labels = new Set(
      facts.rules.flatMap((/** @type {{attrs: {default?: string}[]}} */ rule) =>
        rule.attrs.flatMap((attr) => [...(attr.default ?? '').matchAll(OSS_LABEL)].map((m) => m[0])),
      ),
    );
    const missing = [...labels].filter((label) => !preludeHas(gitDir, commit, label));
    if (missing.length > 0) {
      console.error(`Not found in the prelude at ${commit}:\n  ${missing.join('\n  ')}`);
      process.exit(1);
    }
    console.log(`${labels.size} toolchains// and fbsource// labels confirmed in the prelude at ${commit}.`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main(process.argv.slice(2));
