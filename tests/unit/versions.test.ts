import { describe, expect, it } from 'vitest';
import { versionOfPath } from '../../src/lib/docs/version-of-path';

describe('the docs version of a path', () => {
  const versions = [
    { name: 'current', path: '/docs/' },
    { name: '2026.1', path: '/docs/2026.1/' },
  ];
  it('is the released version whose path prefixes it', () => {
    expect(versionOfPath(versions, 'current', '/docs/2026.1/concepts/daemon/')?.name).toBe('2026.1');
  });
  it('is the current version otherwise, even though its path prefixes every released one', () => {
    expect(versionOfPath(versions, 'current', '/docs/concepts/daemon/')?.name).toBe('current');
    expect(versionOfPath(versions, 'current', '/docs/api/build/Artifact/')?.name).toBe('current');
  });
  it('is undefined when no version is current', () => {
    expect(versionOfPath([], 'current', '/docs/')).toBeUndefined();
  });
});
