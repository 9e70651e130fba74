import type { z } from 'astro/zod';

/**
 * A mistake in the content or configuration that a writer fixes: its message
 * names the file and the field, and it is reported without a stack trace.
 */
export class ContentError extends Error {
  override name = 'ContentError';
}

// Shared through globalThis: Markdown plugins, pages and the build
// integrations are loaded as separate module instances.
const state = ((globalThis as { __buck2ContentErrors?: { exitOnError: boolean } }).__buck2ContentErrors ??= { exitOnError: false });

/** Called once by the build (not the dev server): content errors end the process. */
export function exitOnContentErrors(): void {
  state.exitOnError = true;
}

/**
 * Reports a content error. In a build it prints the message alone (no stack
 * trace, no unrelated hints) and exits with code 1, so no page with the
 * error is ever published; elsewhere (dev server, tests) it returns the error
 * for the caller to throw.
 */
export function failBuild(error: ContentError): ContentError {
  if (state.exitOnError) {
    console.error(`\n${error.name}: ${error.message}\n`);
    process.exit(1);
  }
  return error;
}

/** A validation failure as one line per problem: `where: field: what was expected`. */
export function formatIssues(where: string, error: z.ZodError): string {
  return error.issues.map((issue) => `${where}: ${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`).join('\n');
}
