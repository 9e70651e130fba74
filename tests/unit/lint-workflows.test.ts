import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lintWorkflow } from '../../tools/lint-workflows.mjs';

const DIR = '.github/workflows';
const workflows = readdirSync(DIR).map((name) => ({ name, text: readFileSync(`${DIR}/${name}`, 'utf8') }));
const site = workflows.find((w) => w.name === 'site.yml')!.text;

describe('the workflow lint (npm run lint:workflows)', () => {
  it('passes the repository’s workflows', () => {
    expect(workflows.length).toBeGreaterThan(0);
    for (const { name, text } of workflows) expect(lintWorkflow(text), name).toEqual([]);
  });

  it('fails a workflow whose job misspells a key', () => {
    const problems = lintWorkflow(site.replace('runs-on: ubuntu-24.04', 'runs_on: ubuntu-24.04'));
    expect(problems).toContain("      /jobs/test: Additional property 'runs_on' is not allowed");
  });

  it('fails a workflow that is not YAML', () => {
    expect(lintWorkflow(`${site}\n  - : [`).length).toBeGreaterThan(0);
  });

  it('fails an action used at a branch instead of a version', () => {
    expect(lintWorkflow(site.replace('actions/checkout@v4', 'actions/checkout@main'))).toEqual([
      '  /jobs/test/steps/0/uses: "actions/checkout@main" is not pinned to a version (such as @v4) or a commit',
    ]);
  });
});
