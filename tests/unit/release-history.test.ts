import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseReleaseHistory } from '../../src/lib/releases/load';
import type { ReleaseHistory } from '../../src/lib/releases/history';
import { KINDS, fold } from '../../tools/extract-history.mjs';

interface Entry {
  added: string;
  removed: string | null;
  readded?: string;
  renamedFrom?: string;
  defaults?: { release: string; from: string | null; to: string | null }[];
}
interface History {
  note: string;
  releases: { tag: string; commit: string }[];
  kinds: Record<string, Record<string, Entry>>;
}

const history = JSON.parse(readFileSync('src/data/release-history.json', 'utf8')) as History;
const entry = (kind: string, name: string): Entry | undefined => history.kinds[kind]?.[name];

// Every dated tag (YYYY-MM-DD) of the Buck2 git directory with its commit, made with:
//   git --git-dir /work/.mirror/facebook+buck2/repo for-each-ref --format='%(refname:short) %(objectname)' refs/tags
// keeping the dated names (the mirror's other tags are `latest` and `androidToolchain/2025-04-03`).
const tags = readFileSync('tests/fixtures/buck2-release-tags.txt', 'utf8')
  .trim()
  .split('\n')
  .map((line) => {
    const [tag, commit] = line.split(' ');
    return { tag, commit };
  });

describe('release history data', () => {
  it('covers every dated release tag, oldest first, each with its commit', () => {
    expect(tags.length).toBeGreaterThanOrEqual(75);
    expect(history.releases).toEqual(tags);
  });

  it('names only releases it lists, and removes nothing before adding it', () => {
    const order = new Map(history.releases.map((r, i) => [r.tag, i]));
    for (const kind of KINDS as string[]) {
      const entries = Object.entries(history.kinds[kind] ?? {});
      expect(entries.length, kind).toBeGreaterThan(0);
      for (const [name, e] of entries) {
        expect(order.has(e.added), `${kind} ${name}`).toBe(true);
        if (e.removed !== null) expect(order.get(e.removed)!, `${kind} ${name}`).toBeGreaterThan(order.get(e.added)!);
      }
    }
  });
});

// Facts checked by hand with `git --git-dir /work/.mirror/facebook+buck2/repo show TAG:FILE` (or `git grep ... TAG`)
// at the release that changed them and at the release before it.
describe('pinned facts', () => {
  it('flag: `buck2 server --status` arrives in 2026-07-01', () => {
    // app/buck2_client/src/commands/server.rs: 2026-06-15 `pub struct ServerCommand {}`; 2026-07-01 has `status: bool` (and `snapshot`).
    expect(entry('flag', 'server --status')).toEqual({ added: '2026-07-01', removed: null });
    expect(entry('flag', 'server --snapshot')).toEqual({ added: '2026-07-01', removed: null });
  });

  it('command: `buck2 debug hydration` arrives in 2026-05-01', () => {
    // app/buck2_cmd_debug_client/src/lib.rs: no Hydration at 2026-04-15; 2026-05-01 adds `Hydration(HydrationCommand)` to DebugCommand.
    expect(entry('command', 'debug hydration')?.added).toBe('2026-05-01');
  });

  it('rule: d_library is gone in 2026-03-11', () => {
    // prelude/decls/d_rules.bzl declares `name = "d_library"` at 2026-02-01; at 2026-03-11 no file under prelude/ does.
    expect(entry('rule', 'd_library')).toMatchObject({ added: '2023-07-11', removed: '2026-03-11' });
  });

  it('rule: apple_watchos_bundle is there from the first release (a RuleRegistrationSpec "user" rule)', () => {
    // prelude/apple/user/apple_watchos_bundle.bzl: `RuleRegistrationSpec(name = "apple_watchos_bundle", ...)` at 2023-07-11 and at
    // 2025-07-01; 2025-07-15 moves it to prelude/apple/apple_rules_decls.bzl (`prelude_rule`), which is not an addition.
    expect(entry('rule', 'apple_watchos_bundle')).toEqual({ added: '2023-07-11', removed: null });
  });

  it('attribute: java_test.supports_test_execution_caching arrives in 2026-03-11', () => {
    // prelude/decls/java_rules.bzl: absent at 2026-02-01; 2026-03-11 line 422 `"supports_test_execution_caching": attrs.bool(default = False)`.
    expect(entry('attribute', 'java_test.supports_test_execution_caching')).toMatchObject({ added: '2026-03-11', removed: null });
  });

  it('attribute default: cxx_library.include_in_android_merge_map_output turns True in 2023-09-15', () => {
    // prelude/decls/cxx_rules.bzl line 565 (in cxx_library): `attrs.bool(default = False)` at 2023-09-01, `default = True` at 2023-09-15.
    expect(entry('attribute', 'cxx_library.include_in_android_merge_map_output')?.defaults).toContainEqual({ release: '2023-09-15', from: 'False', to: 'True' });
  });

  it('API member: xml.decode arrives in 2026-03-11', () => {
    // app/buck2_interpreter_for_build/src/interpreter/functions/xml.rs: no such file at 2026-02-01;
    // 2026-03-11 has `fn decode` in xml_members and `globals.namespace("xml", xml_members)`.
    expect(entry('api', 'xml.decode')).toEqual({ added: '2026-03-11', removed: null });
  });

  it('API member: AnalysisActions.run is the type `actions` renamed in 2025-05-01', () => {
    // app/buck2_build_api/src/interpreter/rule_defs/context.rs: `#[starlark_value(type = "actions", ...)]` at 2025-04-01,
    // `#[starlark_value(type = "AnalysisActions", ...)]` at 2025-05-01.
    expect(entry('api', 'actions.run')).toMatchObject({ added: '2023-07-11', removed: '2025-05-01' });
    expect(entry('api', 'AnalysisActions.run')).toMatchObject({ added: '2025-05-01', removed: null, renamedFrom: 'actions.run' });
  });

  it('config key: buck2_re_client.max_concurrency_per_connection arrives in 2026-06-01', () => {
    // app/buck2_re_configuration/src/lib.rs: absent at 2026-05-18; 2026-06-01 reads
    // `BuckconfigKeyRef { section: BUCK2_RE_CLIENT_CFG_SECTION, property: "max_concurrency_per_connection" }` (section "buck2_re_client").
    expect(entry('config', 'buck2_re_client.max_concurrency_per_connection')).toEqual({ added: '2026-06-01', removed: null });
  });

  it('config keys read with the older two-string form are there from the first release, with no badge', () => {
    // At 2023-07-11: app/buck2_file_watcher/src/file_watcher.rs:51 `root_config.get("buck2", "file_watcher")` and
    // app/buck2_execute/src/materialize/materializer.rs:619 `legacy_config.and_then(|c| c.get("buck2", "materializations"))`.
    const site = (parseReleaseHistory(history) as { history: ReleaseHistory }).history;
    for (const key of ['buck2.file_watcher', 'buck2.materializations']) {
      expect(entry('config', key), key).toEqual({ added: '2023-07-11', removed: null });
      expect(site.since('config', key), key).toBeUndefined();
    }
  });

  it('config key: cxx.default_platform arrives in 2024-04-01', () => {
    // `git grep '"cxx", "default_platform"'` finds nothing at 2024-03-15; at 2024-04-01
    // prelude/apple/apple_native.bzl:76 reads `read("cxx", "default_platform")`.
    const site = (parseReleaseHistory(history) as { history: ReleaseHistory }).history;
    expect(entry('config', 'cxx.default_platform')).toEqual({ added: '2024-04-01', removed: null });
    expect(site.since('config', 'cxx.default_platform')).toEqual({ label: 'Added in 2024-04-01', tag: '2024-04-01' });
  });

  it('environment variable: BUCK2_RUNTIME_THREADS, read through the older EnvHelper, is there from the first release', () => {
    // app/buck2/src/commands/daemon.rs:404 at 2023-07-11: `EnvHelper::new("BUCK2_RUNTIME_THREADS")` (`buck2_env!` came in 2023-12-15).
    expect(entry('env', 'BUCK2_RUNTIME_THREADS')).toEqual({ added: '2023-07-11', removed: null });
  });

  it('environment variable: BUCK2_TEST_DAEMON_ORIGINATING_CGROUP arrives in 2026-07-01', () => {
    // app/buck2_server/src/agent_host_guard.rs line 123 at 2026-07-01; no match under app/ at 2026-06-15.
    expect(entry('env', 'BUCK2_TEST_DAEMON_ORIGINATING_CGROUP')).toEqual({ added: '2026-07-01', removed: null });
  });

  it('exit code: FATAL_OOM arrives in 2026-04-01', () => {
    // app/buck2_error/src/exit_code.rs: no FatalOom at 2026-03-15; 2026-04-01 adds `FatalOom` (=> 12, "FATAL_OOM").
    expect(entry('exit', 'FATAL_OOM')).toEqual({ added: '2026-04-01', removed: null });
  });

  it('exit code: BROKEN_PIPE becomes CLIENT_IO_BROKEN_PIPE in 2025-11-01', () => {
    // app/buck2_error/src/exit_code.rs: `BrokenPipe => "BROKEN_PIPE"` at 2025-10-15, `ClientIoBrokenPipe => "CLIENT_IO_BROKEN_PIPE"` at 2025-11-01.
    expect(entry('exit', 'BROKEN_PIPE')?.removed).toBe('2025-11-01');
    expect(entry('exit', 'CLIENT_IO_BROKEN_PIPE')).toEqual({ added: '2025-11-01', removed: null });
  });

  it('error tag: TEST_RUNNER_INTERNAL arrives in 2026-03-11', () => {
    // app/buck2_data/error.proto: absent at 2026-02-01; 2026-03-11 line 326 `TEST_RUNNER_INTERNAL = 5502;`.
    expect(entry('errorTag', 'TEST_RUNNER_INTERNAL')).toEqual({ added: '2026-03-11', removed: null });
  });
});

describe('folding one release onto the history', () => {
  const empty = { rule: [], api: [], command: [], flag: [], config: [], env: [], exit: [], errorTag: [], attribute: {} };
  it('adds, removes, brings back and records a default change', () => {
    const kinds: Record<string, Record<string, Entry>> = {};
    const t1 = { ...empty, rule: ['a', 'b'], attribute: { 'a.x': 'False' } };
    const t2 = { ...empty, rule: ['a'], attribute: { 'a.x': 'True' } };
    const t3 = { ...empty, rule: ['a', 'b', 'c'], attribute: { 'a.x': 'True' } };
    fold(kinds, 'T1', t1, undefined);
    fold(kinds, 'T2', t2, t1);
    fold(kinds, 'T3', t3, t2);
    expect(kinds.rule).toEqual({
      a: { added: 'T1', removed: null },
      b: { added: 'T1', removed: null, readded: 'T3' },
      c: { added: 'T3', removed: null },
    });
    expect(kinds.attribute?.['a.x']).toEqual({ added: 'T1', removed: null, defaults: [{ release: 'T2', from: 'False', to: 'True' }] });
  });
});
