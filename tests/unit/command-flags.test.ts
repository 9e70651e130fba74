// The options written on the command pages against clap's definitions at the
// pinned commit (src/data/cli-flags.json, from tools/extract-cli-flags.mjs).
import { readFileSync, readdirSync } from 'node:fs';
import type { Nodes } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { allFlags, commandFlags, flagsInCommandLine, flagsInSpan, knownFlag, runnerFlags, type CliFlagsData } from './cli-flags';

const data = JSON.parse(readFileSync('src/data/cli-flags.json', 'utf8')) as CliFlagsData;
const pinned = (JSON.parse(readFileSync('src/data/buck2-source.json', 'utf8')) as { commit: string }).commit;
const DIR = 'src/content/docs/users/commands';
const pages = readdirSync(DIR).filter((f) => f.endsWith('.md')).map((f) => f.replace(/\.md$/, ''));

/**
 * Flags a page may name although the command it speaks of does not take them,
 * each with the reason. The test below checks that each is still named and
 * still not taken.
 */
const NAMED_BUT_NOT_TAKEN: Record<string, Record<string, string>> = {
  'common-options': { '--exit-when-different-state': 'the spelling of older releases' },
  aquery: { '--target-universe': 'named as an option aquery does not have' },
  completion: { '--config-file': 'a flag of other commands, whose path argument the script completes' },
  server: { '--config': 'named as an option the command does not take' },
};

interface Page {
  /** Code spans, with the commands their source line links to or spells as `buck2 <command>`. */
  spans: { value: string; line: number }[];
  blocks: string[];
  prose: string;
  /** Commands each source line refers to. */
  refs: Map<number, Set<string>>;
}

const COMMAND_LINK = /^\/docs\/users\/commands\/([a-z-]+)\/?(?:#.*)?$/;

function readPage(name: string): Page {
  const markdown = readFileSync(`${DIR}/${name}.md`, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, (m) => '\n'.repeat(m.split('\n').length - 1));
  const page: Page = { spans: [], blocks: [], prose: '', refs: new Map() };
  const refer = (line: number, command: string) => {
    if (!page.refs.has(line)) page.refs.set(line, new Set());
    page.refs.get(line)!.add(command);
  };
  const walk = (node: Nodes) => {
    const line = node.position?.start.line ?? 0;
    if (node.type === 'inlineCode') {
      page.spans.push({ value: node.value, line });
      const run = /^buck2\s+([a-z][a-z-]*)/.exec(node.value);
      if (run) refer(line, run[1]!);
    } else if (node.type === 'code') page.blocks.push(node.value);
    else if (node.type === 'text') page.prose += `${node.value} `;
    else if (node.type === 'link') {
      const command = COMMAND_LINK.exec(node.url)?.[1];
      if (command) refer(line, command);
    }
    if ('children' in node) for (const child of node.children) walk(child as Nodes);
  };
  walk(unified().use(remarkParse).parse(markdown) as Nodes);
  return page;
}

/**
 * Every `--flag` a page writes that the command it speaks of does not take: a
 * span belongs to the page's command, or to a command its line links to or
 * runs; a command line (in a span or a code block) to the command it runs.
 */
function unknownFlags(name: string): string[] {
  const page = readPage(name);
  const bad: string[] = [];
  for (const span of page.spans) {
    const line = flagsInCommandLine(data, span.value);
    if (line) {
      bad.push(...line.unknown.map((f) => `\`${span.value}\`: ${f}`));
      continue;
    }
    const commands = new Set([name, ...(page.refs.get(span.line) ?? [])]);
    // The index and the common options speak of every command; the test page also of its test runner's options.
    const valid = [...commands].some((c) => c === 'index' || c === 'common-options')
      ? allFlags(data)
      : new Set([...commands].flatMap((c) => [...commandFlags(data, [c]), ...(c === 'test' ? runnerFlags(data) : [])]));
    bad.push(...flagsInSpan(span.value).filter((f) => !knownFlag(valid, f)).map((f) => `\`${span.value}\`: ${f}`));
  }
  for (const block of page.blocks) {
    for (const line of block.replace(/\\\n/g, ' ').split('\n')) {
      bad.push(...(flagsInCommandLine(data, line)?.unknown.map((f) => `\`${line.trim()}\`: ${f}`) ?? []));
    }
  }
  const allowed = NAMED_BUT_NOT_TAKEN[name] ?? {};
  return bad.filter((b) => !Object.keys(allowed).some((flag) => b.endsWith(`: ${flag}`)));
}

/** A page's claim that its command has no options of its own, where clap lists some the reader can see. */
function falseNoOptionsClaim(name: string): string | undefined {
  const command = data.commands[name];
  if (!command) return undefined;
  const claim = /\b(has no (?:options|flags)(?: of its own)?|takes no options|accepts only the universal options)\b/i.exec(readPage(name).prose);
  if (!claim) return undefined;
  const own = (data.optionSets[command.type]?.flags ?? []).filter((f) => !f.hidden).map((f) => (f.long ? `--${f.long}` : `-${f.short}`));
  return own.length ? `says it "${claim[1]}", but it has ${own.join(', ')}` : undefined;
}

describe('the clap options data', () => {
  it('comes from the pinned Buck2 commit and has the commands and options readers use', () => {
    expect(data.commit).toBe(pinned);
    expect(Object.keys(data.commands)).toEqual(expect.arrayContaining(['build', 'test', 'server', 'audit', 'log']));
    expect([...commandFlags(data, ['server'])]).toEqual(expect.arrayContaining(['--status', '--snapshot', '--isolation-dir', '--verbose', '-v']));
    expect(commandFlags(data, ['build'])).toContain('--show-output');
    expect(commandFlags(data, ['build'])).toContain('--config');
    expect(commandFlags(data, ['build'])).not.toContain('--status');
    expect(commandFlags(data, ['audit'])).toContain('--target-platforms');
  });
});

describe('the command pages', () => {
  it('cover only commands that exist', () => {
    expect(pages.filter((p) => !(p in data.commands) && p !== 'index' && p !== 'common-options')).toEqual([]);
  });

  it.each(pages)('%s names only options that clap defines', (name) => {
    expect(unknownFlags(name)).toEqual([]);
  });

  it.each(pages)('%s does not say its command has no options when it has some', (name) => {
    expect(falseNoOptionsClaim(name)).toBeUndefined();
  });

  it('name a flag their command does not take only where the list above says why', () => {
    for (const [page, flags] of Object.entries(NAMED_BUT_NOT_TAKEN)) {
      const { spans } = readPage(page);
      const taken = page in data.commands ? commandFlags(data, [page]) : allFlags(data);
      for (const flag of Object.keys(flags)) {
        expect(spans.some((s) => flagsInSpan(s.value).includes(flag)), `${page} names ${flag}`).toBe(true);
        expect(taken.has(flag), `${page}: ${flag} is taken now`).toBe(false);
      }
    }
  });
});

describe('reading flags from command lines and spans', () => {
  it('checks each buck2 command line against the command it runs', () => {
    expect(flagsInCommandLine(data, 'buck2 server --status --snapshot')?.unknown).toEqual([]);
    expect(flagsInCommandLine(data, 'buck2 server --staus')?.unknown).toEqual(['--staus']);
    expect(flagsInCommandLine(data, 'buck2 --isolation-dir=editor server')?.unknown).toEqual([]);
    expect(flagsInCommandLine(data, 'buck2 --isolation-dir editor server --status')?.unknown).toEqual([]);
    // Arguments after a bare `--` go to the program, not to buck2.
    expect(flagsInCommandLine(data, 'buck2 test //a:b -- --env X=1')?.unknown).toEqual([]);
    expect(flagsInCommandLine(data, 'buck2 test //a:b -- --filter x')?.unknown).toEqual(['--filter (after --)']);
    expect(flagsInCommandLine(data, 'buck2 run //a:b -- --anything')?.unknown).toEqual([]);
    expect(flagsInCommandLine(data, 'buck2 <command> --help')?.unknown).toEqual([]);
    expect(flagsInCommandLine(data, 'buck2 help build')?.unknown).toEqual([]);
    expect(flagsInCommandLine(data, 'buck2 build //a:b --status')?.unknown).toEqual(['--status']);
    expect(flagsInCommandLine(data, 'buck2 frobnicate')?.unknown).toEqual(['the command frobnicate']);
    expect(flagsInCommandLine(data, 'endpoint="$(buck2 server --status | jq .x)"')?.unknown).toEqual([]);
    expect(flagsInCommandLine(data, 'git log --oneline')).toBeUndefined();
  });

  it('takes the flags of an option span', () => {
    expect(flagsInSpan('-v, --verbose <VERBOSITY>')).toEqual(['--verbose']);
    expect(flagsInSpan('--exit-when differentstate')).toEqual(['--exit-when']);
    expect(flagsInSpan('--config=a.b=c')).toEqual(['--config']);
    expect(flagsInSpan('cargo build --release')).toEqual([]);
  });

  it('catches a wrong "no options" claim', () => {
    expect(falseNoOptionsClaim('server')).toBeUndefined();
    // ServerCommand's own options are what the old page denied.
    expect(data.optionSets.ServerCommand?.flags.map((f) => f.long)).toEqual(['snapshot', 'status']);
  });
});
