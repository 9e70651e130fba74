import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { apiPageSchema, type ApiMember } from '../../src/content/api-schema';
import { buildTypeIndex, computeUsage, groupChildren } from '../../src/lib/api/model';
import { signatureText } from '../../src/lib/api/signature';
import { linkTypes, typeNamesOf } from '../../src/lib/api/type-links';

interface FactsParam { name: string; type: string | null; default?: string; kind: string }
interface FactsMember { name: string; kind: string; signature: string; type?: string; returns?: string; anchor: string | null; params?: FactsParam[] }
interface FactsPage { section: string; path: string; title: string; members: FactsMember[] }
const facts = JSON.parse(readFileSync('tests/fixtures/buck2-api-facts.json', 'utf8')) as { pages: FactsPage[] };

const API_DIR = 'src/content/api';
function yamlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? yamlFiles(full) : name.endsWith('.yaml') ? [full] : [];
  });
}
const pathOfFile = (file: string) => `/docs/api/${relative(API_DIR, file).replace(/\.yaml$/, '').replace(/(^|\/)index$/, '')}/`.replace(/\/\/$/, '/');
const dataFiles = new Map(yamlFiles(API_DIR).map((f) => [pathOfFile(f), f]));

const page = (members: unknown[]) => ({ title: 'T', summary: 'S.', description: 'D.', members });
const fn = (extra: Record<string, unknown> = {}) => ({ name: 'T.f', kind: 'function', anchor: 'tf', params: [], description: 'Does f.', ...extra });

describe('API page schema', () => {
  it('accepts a valid page', () => {
    expect(apiPageSchema.parse(page([fn()])).members[0]?.name).toBe('T.f');
  });

  it('names the member whose description is missing', () => {
    const result = apiPageSchema.safeParse(page([fn(), fn({ name: 'T.g', anchor: 'tg', description: '' })]));
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toEqual([
      'member "T.g": description: expected a member description: Markdown text, not empty',
    ]);
  });

  it('names the member and parameter field that is wrong', () => {
    const bad = fn({ params: [{ name: 'x', kind: 'sideways', description: 'X.' }] });
    const messages = apiPageSchema.safeParse(page([bad])).error!.issues.map((i) => i.message);
    expect(messages[0]).toMatch(/^member "T\.f": params\.0\.kind: expected a parameter kind: one of positional_only/);
  });

  it('rejects duplicate anchors, two constructors and unknown keys', () => {
    const dup = apiPageSchema.safeParse(page([fn(), fn({ name: 'T.h' })]));
    expect(dup.error!.issues[0]!.message).toBe('member "T.h": anchor "tf" is used twice on this page');
    const ctors = apiPageSchema.safeParse(page([fn({ anchor: null }), fn({ name: 'T2', anchor: null })]));
    expect(ctors.error!.issues[0]!.message).toBe('member "T2": a page has at most one constructor (anchor: null)');
    expect(apiPageSchema.safeParse({ ...page([]), extra: 1 }).success).toBe(false);
  });

  it('requires a summary and a description', () => {
    const messages = apiPageSchema.safeParse({ ...page([]), summary: '', description: ' ' }).error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual([
      'summary: expected a one-sentence summary: Markdown text, not empty',
      'description: expected a description: Markdown text, not empty',
    ]);
  });
});

describe('type links', () => {
  const index = buildTypeIndex([
    '/docs/api/build/Label/',
    '/docs/api/build/Artifact/',
    '/docs/api/bxl/Context/',
    '/docs/api/starlark/list/',
    '/docs/api/starlark/str/',
    '/docs/api/starlark/dict/',
    '/docs/api/starlark/typing/Any/',
  ]);
  const links = (expr: string) => linkTypes(expr, index).filter((s) => s.href).map((s) => `${s.text} -> ${s.href}`);

  it('knows how each section writes its type names', () => {
    expect(typeNamesOf('/docs/api/bxl/Context/')).toEqual(['bxl.Context']);
    expect(typeNamesOf('/docs/api/starlark/typing/Any/')).toEqual(['typing.Any']);
    expect(typeNamesOf('/docs/api/build/cmd_args/')).toEqual(['cmd_args']);
  });

  it('links the types inside generic and union types', () => {
    expect(links('list[Label] | None')).toEqual(['list -> /docs/api/starlark/list/', 'Label -> /docs/api/build/Label/']);
    expect(links('dict[str, typing.Any]')).toEqual([
      'dict -> /docs/api/starlark/dict/',
      'str -> /docs/api/starlark/str/',
      'typing.Any -> /docs/api/starlark/typing/Any/',
    ]);
    expect(links('bxl.Context')).toEqual(['bxl.Context -> /docs/api/bxl/Context/']);
  });

  it('keeps the text intact and leaves parameter names and unknown names unlinked', () => {
    const expr = 'def(ctx: bxl.Context, *args: Artifact) -> Unknown | None';
    expect(linkTypes(expr, index).map((s) => s.text).join('')).toBe(expr);
    expect(links(expr)).toEqual(['bxl.Context -> /docs/api/bxl/Context/', 'Artifact -> /docs/api/build/Artifact/']);
  });
});

describe('landing lists and usage', () => {
  it('lists the pages one level below each landing, by title', () => {
    const children = groupChildren([
      { path: '/docs/api/build/', title: 'Build APIs' },
      { path: '/docs/api/build/Label/', title: 'Label' },
      { path: '/docs/api/build/Artifact/', title: 'Artifact' },
      { path: '/docs/api/build/dynattrs/', title: 'dynattrs' },
      { path: '/docs/api/build/dynattrs/DynamicAttrType/', title: 'DynamicAttrType' },
    ]);
    expect(children.get('/docs/api/build/')?.map((c) => c.title)).toEqual(['Artifact', 'dynattrs', 'Label']);
    expect(children.get('/docs/api/build/dynattrs/')?.map((c) => c.title)).toEqual(['DynamicAttrType']);
  });

  it('finds where a type is returned and accepted', () => {
    const index = buildTypeIndex(['/docs/api/build/Artifact/', '/docs/api/build/AnalysisActions/']);
    const members: ApiMember[] = [
      { name: 'AnalysisActions.declare_output', kind: 'function', anchor: 'do', returns: 'Artifact', params: [], description: 'x' },
      { name: 'AnalysisActions.copy_file', kind: 'function', anchor: 'cf', returns: 'Artifact', params: [{ name: 'src', kind: 'positional_only', type: 'Artifact | str', description: 'x' }], description: 'x' },
    ];
    const usage = computeUsage([{ path: '/docs/api/build/AnalysisActions/', members }], index).get('/docs/api/build/Artifact/');
    expect(usage?.returnedBy.map((r) => r.href)).toEqual(['/docs/api/build/AnalysisActions/#do', '/docs/api/build/AnalysisActions/#cf']);
    expect(usage?.acceptedBy.map((r) => r.label)).toEqual(['AnalysisActions.copy_file']);
  });
});

describe('examples', () => {
  it('every central type has a short example', () => {
    const central = [
      'build/AnalysisContext', 'build/AnalysisActions', 'build/Artifact', 'build/cmd_args', 'build/attrs', 'build/Dependency',
      'build/Label', 'build/TransitiveSet', 'build/DefaultInfo', 'build/RunInfo', 'bxl/Context', 'bxl/CqueryContext',
      'bxl/Filesystem', 'bxl/Actions', 'starlark/str', 'starlark/list', 'starlark/dict',
    ];
    for (const id of central) {
      const data = apiPageSchema.parse(parse(readFileSync(`src/content/api/${id}.yaml`, 'utf8')));
      const examples = [data.example, ...data.members.map((m) => m.example)].filter(Boolean);
      expect(examples.length, id).toBeGreaterThan(0);
    }
  });
});

describe('coverage of the API facts', () => {
  const squash = (s: string) => s.replace(/\s+/g, '').replace(/,\)/g, ')');
  const realPages = facts.pages.filter((p) => p.path !== '/docs/api/');

  it('has one data file for every page of the current site, and no other', () => {
    expect([...dataFiles.keys()].sort()).toEqual(realPages.map((p) => p.path).sort());
  });

  for (const factsPage of realPages) {
    it(`${factsPage.path} keeps every member, anchor, parameter and signature`, () => {
      const file = dataFiles.get(factsPage.path)!;
      const data = apiPageSchema.parse(parse(readFileSync(file, 'utf8')));
      expect(data.title).toBe(factsPage.title);
      expect(data.members.map((m) => [m.name, m.kind, m.anchor])).toEqual(factsPage.members.map((m) => [m.name, m.kind, m.anchor]));
      data.members.forEach((member, i) => {
        const expected = factsPage.members[i]!;
        expect(squash(signatureText(member, 0)), member.name).toBe(squash(expected.signature));
      });
    });
  }
});
