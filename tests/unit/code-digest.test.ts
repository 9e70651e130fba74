import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeDigest } from '../../src/markdown-plugins/code-digest';

describe('the digest of the Markdown code', () => {
  const dir = mkdtempSync(join(tmpdir(), 'code-digest-'));
  mkdirSync(join(dir, 'plugins', 'nested'), { recursive: true });
  writeFileSync(join(dir, 'plugins', 'a.ts'), 'export const a = 1;\n');
  writeFileSync(join(dir, 'plugins', 'nested', 'b.ts'), 'export const b = 2;\n');
  writeFileSync(join(dir, 'ec.config.mjs'), 'export default {};\n');
  const paths = [join(dir, 'plugins'), join(dir, 'ec.config.mjs')];

  it('stays the same while the code does, and changes with any file, nested or named alone', () => {
    const first = codeDigest(paths);
    expect(codeDigest(paths)).toBe(first);
    writeFileSync(join(dir, 'plugins', 'nested', 'b.ts'), 'export const b = 3;\n');
    const second = codeDigest(paths);
    expect(second).not.toBe(first);
    writeFileSync(join(dir, 'ec.config.mjs'), 'export default { themes: [] };\n');
    expect(codeDigest(paths)).not.toBe(second);
  });
});

describe('a content collection rendered by other Markdown code', () => {
  it('is rendered again: the loader clears its entries when the digest it noted differs, and only then', async () => {
    const { checked } = await import('../../src/content/checked-loader');
    const { z } = await import('astro/zod');
    let clears = 0;
    const meta = new Map<string, string>([['markdown-code-digest', 'digest of older code']]);
    const context = {
      collection: 'docs',
      config: { root: new URL('file:///nowhere/') },
      parseData: async ({ data }: { data: unknown }) => data,
      logger: { error: () => {}, warn: () => {}, info: () => {} },
      store: { clear: () => void (clears += 1) },
      meta,
    } as unknown as import('astro/loaders').LoaderContext;
    const loader = checked({ name: 'fake-loader', load: async () => {} }, z.object({}), 'FrontmatterError');
    await loader.load(context);
    expect(clears).toBe(1);
    expect(meta.get('markdown-code-digest')).toBe(codeDigest(['src/markdown-plugins', 'ec.config.mjs', 'src/lib/releases', 'src/data/release-history.json']));
    await loader.load(context);
    expect(clears).toBe(1);
  });
});
