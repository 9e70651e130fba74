/**
 * Reads `buck2` command lines and option spans of the command pages, for the
 * test that holds them to clap's definitions (src/data/cli-flags.json).
 */

export interface CliFlag {
  long?: string;
  short?: string;
  aliases?: string[];
  takesValue: boolean;
  hidden?: boolean;
  line: number;
}

export interface CliCommand {
  type: string;
  path: string;
  line: number;
  /** Keys of `optionSets` whose options the command takes. */
  options: string[];
  subcommands: Record<string, CliCommand>;
  aliases?: string[];
  hidden?: boolean;
}

export interface CliFlagsData {
  commit: string;
  /** clap's own options (`--help`, `--version`). */
  builtIn: string[];
  /** Options expanded before clap parses the command line (`--flagfile`). */
  argfiles: string[];
  universal: string[];
  /** Keys of `optionSets`: Buck2's own test runner, which takes what follows `--` on `buck2 test`. */
  testRunner: string[];
  commands: Record<string, CliCommand>;
  optionSets: Record<string, { path: string; line: number; flags: CliFlag[] }>;
}

function spellings(data: CliFlagsData, sets: string[]): CliFlag[] {
  return sets.flatMap((s) => data.optionSets[s]?.flags ?? []);
}

function names(flags: CliFlag[]): string[] {
  return flags.flatMap((f) => [...(f.long ? [`--${f.long}`] : []), ...(f.aliases ?? []).map((a) => `--${a}`), ...(f.short ? [`-${f.short}`] : [])]);
}

/** A command and all its subcommands, by the path of names (`['audit', 'config']`), or undefined. */
function commandAt(data: CliFlagsData, path: string[]): CliCommand | undefined {
  let command: CliCommand | undefined = { type: '', path: '', line: 0, options: [], subcommands: data.commands };
  for (const name of path) {
    const subs: Record<string, CliCommand> = command?.subcommands ?? {};
    command = subs[name] ?? Object.values(subs).find((c) => c.aliases?.includes(name));
  }
  return command;
}

/**
 * Every spelling of every option a command takes: its own, its subcommands'
 * (a page about `audit` may name any `audit` subcommand's), the universal
 * ones, and `--help`.
 */
export function commandFlags(data: CliFlagsData, path: string[]): Set<string> {
  const out = new Set(['--help', '-h', ...data.argfiles, ...names(spellings(data, data.universal))]);
  const add = (c: CliCommand) => {
    for (const n of names(spellings(data, c.options))) out.add(n);
    for (const sub of Object.values(c.subcommands)) add(sub);
  };
  const command = commandAt(data, path);
  if (command) add(command);
  return out;
}

/** Every spelling of every option of every command, with clap's own. */
export function allFlags(data: CliFlagsData): Set<string> {
  const out = new Set(data.builtIn);
  for (const name of Object.keys(data.commands)) for (const f of commandFlags(data, [name])) out.add(f);
  return out;
}

/** The options of Buck2's own test runner (given to `buck2 test` after `--`). */
export function runnerFlags(data: CliFlagsData): string[] {
  return names(spellings(data, data.testRunner));
}

/** A flag, or a family written `--show-*`, that the set has. */
export function knownFlag(valid: ReadonlySet<string>, flag: string): boolean {
  if (!flag.endsWith('*')) return valid.has(flag);
  return [...valid].some((f) => f.startsWith(flag.slice(0, -1)));
}

/** The `--long` options written in an option span such as `-v, --verbose <VERBOSITY>` or `--config=a.b=c`. */
export function flagsInSpan(span: string): string[] {
  if (!span.trimStart().startsWith('-')) return [];
  return span
    .split(/[\s,[\]|]+/)
    .filter((w) => /^--[A-Za-z]/.test(w))
    .map((w) => w.split('=')[0]!);
}

/** The shell words of a command-line segment, with quotes and brackets (`[--status]`) taken off. */
const words = (segment: string) =>
  segment
    .split(/\s+/)
    .map((w) => w.replace(/^["'[(]+|["'\])]+$/g, ''))
    .filter(Boolean);

/**
 * The `buck2` invocations of a shell line (segments split at `|`, `&&`, `;`
 * and `$(`), each checked against the command it runs: options it does not
 * take, and a command that does not exist. Undefined when no segment runs
 * `buck2`.
 */
export function flagsInCommandLine(data: CliFlagsData, line: string): { unknown: string[] } | undefined {
  const code = line.replace(/(^|\s)#.*$/, '').replace(/^\s*\$\s+/, '');
  const universal = spellings(data, data.universal);
  let found = false;
  const unknown: string[] = [];
  for (const segment of code.split(/\|\||&&|\||;|\$\(|`/)) {
    const w = words(segment);
    let i = 0;
    while (i < w.length && /^[A-Z_][A-Z0-9_]*=/.test(w[i]!)) i++; // VAR=value before the program
    if (!/(^|\/)buck2$/.test(w[i] ?? '')) continue;
    found = true;
    i++;
    // Universal options before the command; one that takes a value may have it in the next word.
    for (; i < w.length && w[i]!.startsWith('-'); i++) {
      const [flag, value] = w[i]!.split('=');
      const known = universal.find((f) => names([f]).includes(flag!));
      if (!known && !data.builtIn.includes(flag!) && !data.argfiles.includes(flag!)) unknown.push(flag!);
      if ((known?.takesValue || data.argfiles.includes(flag!)) && value === undefined) i++;
    }
    if (i >= w.length || /^<.*>$|^[A-Z_]+$/.test(w[i]!)) continue; // no command, or a placeholder such as <command>
    if (w[i] === 'help') i++; // clap's `help` subcommand: `buck2 help build`
    if (i >= w.length) continue;
    const path = [w[i]!];
    if (!commandAt(data, path)) {
      unknown.push(`the command ${w[i]}`);
      continue;
    }
    // A subcommand's name, where the command has subcommands: the first word that is one.
    const rest = w.slice(i + 1);
    const end = rest.indexOf('--');
    const args = end === -1 ? rest : rest.slice(0, end);
    const sub = args.find((a) => !a.startsWith('-') && commandAt(data, [...path, a]));
    if (sub) path.push(sub);
    const valid = commandFlags(data, path);
    for (const a of args) {
      if (!a.startsWith('--') || a === '--') continue;
      const flag = a.split('=')[0]!;
      if (!knownFlag(valid, flag)) unknown.push(flag);
    }
    // After `--`, `buck2 test` passes the words to its test runner; Buck2's own runner takes these options.
    if (path[0] === 'test' && end !== -1) {
      const runner = new Set(runnerFlags(data));
      for (const a of rest.slice(end + 1)) if (a.startsWith('--') && !runner.has(a.split('=')[0]!)) unknown.push(`${a.split('=')[0]!} (after --)`);
    }
  }
  return found ? { unknown } : undefined;
}
