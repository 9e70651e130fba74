#!/usr/bin/env node
// `npm run lint:workflows`: checks every GitHub Actions workflow in
// .github/workflows/ (or the files named on the command line) against the
// workflow schema with action-validator, and that every action a step uses is
// pinned to a version (`@v4`, `@v4.2.1`, or a commit), not a branch.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { parse } from 'yaml';

const DIR = '.github/workflows';
const PINNED = /@(v\d+(\.\d+){0,2}|[0-9a-f]{40})$/;

/** One line per problem, nested alternatives (a job is either steps or a reusable workflow call) indented under theirs. */
function describe(errors, indent = '  ') {
  return errors.flatMap((e) => [
    `${indent}${e.path ?? (e.location ? `line ${e.location.line}` : '')}: ${e.detail ?? e.title}`,
    ...(e.states ?? []).flatMap((state, i) => [`${indent}  alternative ${i + 1}:`, ...describe(state.errors, `${indent}    `)]),
  ]);
}

/** The problems of one workflow file, as lines; none when it is valid. */
export function lintWorkflow(text) {
  const problems = describe(validateWorkflow(text).errors);
  if (problems.length) return problems;
  for (const [name, job] of Object.entries(parse(text).jobs ?? {})) {
    for (const [i, step] of (job.steps ?? []).entries()) {
      if (typeof step.uses === 'string' && !step.uses.startsWith('./') && !PINNED.test(step.uses)) {
        problems.push(`  /jobs/${name}/steps/${i}/uses: "${step.uses}" is not pinned to a version (such as @v4) or a commit`);
      }
    }
  }
  return problems;
}

function main(args) {
  const files = args.length ? args : readdirSync(DIR).filter((f) => /\.ya?ml$/.test(f)).map((f) => join(DIR, f));
  let failed = false;
  for (const file of files) {
    const problems = lintWorkflow(readFileSync(file, 'utf8'));
    if (!problems.length) continue;
    failed = true;
    console.error(`${file}:\n${problems.join('\n')}`);
  }
  if (failed) process.exit(1);
  console.log(`${files.length} workflow file${files.length === 1 ? '' : 's'}: valid, every action pinned.`);
}

if (import.meta.url === `file://${process.argv[1]}`) main(process.argv.slice(2));
