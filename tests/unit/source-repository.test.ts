import { describe, expect, it } from 'vitest';
import { resolveSourceRepository } from '../../src/config/source-repository';

const ACTIONS = { GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'octo-org/buck2-site' };

describe('the repository the site is built from', () => {
  it('is the GitHub Actions repository when the build runs there, whatever the remote', () => {
    expect(resolveSourceRepository({ env: ACTIONS, origin: 'git@github.com:someone/else.git' })).toBe('https://github.com/octo-org/buck2-site');
    expect(resolveSourceRepository({ env: { GITHUB_SERVER_URL: 'https://ghe.example.com', GITHUB_REPOSITORY: 'docs/buck2' }, origin: undefined })).toBe(
      'https://ghe.example.com/docs/buck2',
    );
  });

  it('stops the build when the GitHub Actions variables do not make a repository address', () => {
    expect(() => resolveSourceRepository({ env: { GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'no-owner' }, origin: undefined })).toThrow(
      'GITHUB_SERVER_URL and GITHUB_REPOSITORY (https://github.com/no-owner)',
    );
  });

  it('is the origin remote when it is on GitHub, over https or ssh', () => {
    for (const origin of [
      'https://github.com/octo-org/buck2-site.git\n',
      'https://github.com/octo-org/buck2-site',
      'https://user@github.com/octo-org/buck2-site.git',
      'git@github.com:octo-org/buck2-site.git',
      'git@github.com:octo-org/buck2-site',
      'ssh://git@github.com/octo-org/buck2-site.git',
    ]) {
      expect(resolveSourceRepository({ env: {}, origin }), origin).toBe('https://github.com/octo-org/buck2-site');
    }
  });

  it('is unknown when origin is not on GitHub, when there is no origin, or with only one of the Actions variables', () => {
    for (const origin of ['https://gitlab.com/octo-org/buck2-site.git', 'git@example.com:octo-org/buck2-site.git', '/srv/git/buck2-site', undefined]) {
      expect(resolveSourceRepository({ env: {}, origin }), origin).toBeUndefined();
    }
    expect(resolveSourceRepository({ env: { GITHUB_REPOSITORY: 'octo-org/buck2-site' }, origin: undefined })).toBeUndefined();
  });
});
