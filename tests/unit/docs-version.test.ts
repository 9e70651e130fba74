import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { snapshotDocs } from '../../tools/docs-version/snapshot.mjs';

describe('docs:version snapshot', () => {
  const dir = mkdtempSync(join(tmpdir(), 'docs-version-'));
  const source = join(dir, 'docs');
  const target = join(dir, 'versioned_docs', 'version-2.0');
  // Every byte value: a copy through a text encoding would change some.
  const image = Uint8Array.from({ length: 256 }, (_, i) => i);
  mkdirSync(join(source, 'concepts'), { recursive: true });
  mkdirSync(join(source, 'api'), { recursive: true });
  writeFileSync(join(source, 'concepts', 'targets.md'), '# Targets\n\n![Layout](./layout.png) See [the daemon](/docs/concepts/daemon/#start) and [an API](/docs/api/build/).\n');
  writeFileSync(join(source, 'concepts', 'daemon.mdx'), '# Daemon\n');
  writeFileSync(join(source, 'concepts', 'layout.png'), image);
  writeFileSync(join(source, 'api', 'build.md'), '# Build\n');

  it('copies an image beside a page byte for byte, and points links between snapshotted guides at the snapshot', async () => {
    const pages = await snapshotDocs({ source, target, name: '2.0', notVersioned: ['api'] });
    expect(pages).toBe(2);
    expect(new Uint8Array(readFileSync(join(target, 'concepts', 'layout.png')))).toEqual(image);
    expect(readFileSync(join(target, 'concepts', 'targets.md'), 'utf8')).toContain('[the daemon](/docs/2.0/concepts/daemon/#start) and [an API](/docs/api/build/)');
    expect(() => readFileSync(join(target, 'api', 'build.md'))).toThrow();
  });
});
