import { execFileSync } from 'node:child_process';
import { ContentError, failBuild, formatIssues } from '../lib/content-error';
import { repositoryAddress } from './schema';

/**
 * The repository this site is built from, where "Edit this page" and "Was
 * this page helpful?" lead. Found once, when the build starts: in GitHub
 * Actions from GITHUB_SERVER_URL and GITHUB_REPOSITORY; elsewhere from the
 * `origin` git remote when it is on GitHub (https or ssh). Otherwise unknown:
 * no edit links, and feedback goes to Buck2's tracker.
 */

/** origin on github.com: https (with or without user info), scp-like ssh, or ssh:// URL; `.git` optional. */
const GITHUB_REMOTE = /^(?:https:\/\/(?:[^@/]+@)?github\.com\/|git@github\.com:|ssh:\/\/git@github\.com(?::\d+)?\/)([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/;

export interface RepositorySources {
  /** The environment: GITHUB_SERVER_URL and GITHUB_REPOSITORY in GitHub Actions. */
  env: Readonly<Record<string, string | undefined>>;
  /** `git remote get-url origin`, when there is one. */
  origin: string | undefined;
}

/** The repository's address, or undefined when the build cannot know it. Throws (a ConfigError) on a malformed GitHub Actions environment. */
export function resolveSourceRepository({ env, origin }: RepositorySources): string | undefined {
  const server = env['GITHUB_SERVER_URL'];
  const repository = env['GITHUB_REPOSITORY'];
  if (server && repository) {
    const address = `${server.replace(/\/+$/, '')}/${repository}`;
    const parsed = repositoryAddress.safeParse(address);
    if (!parsed.success) {
      throw failBuild(new ContentError(formatIssues(`GITHUB_SERVER_URL and GITHUB_REPOSITORY (${address})`, parsed.error), { name: 'ConfigError' }));
    }
    return parsed.data;
  }
  const match = origin?.trim().match(GITHUB_REMOTE);
  return match ? `https://github.com/${match[1]}/${match[2]}` : undefined;
}

function originRemote(): string | undefined {
  try {
    return execFileSync('git', ['remote', 'get-url', 'origin'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return undefined;
  }
}

export const sourceRepositoryUrl = resolveSourceRepository({ env: process.env, origin: originRemote() });
