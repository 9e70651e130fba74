import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { forbiddenInlineCode, inlineScripts, sha256Source } from './inline-code';
import { policyDirectives, serializePolicy, type Directives, type PolicyInput } from './policy';
import { formatHeadersFile, immutableRules, siteRule } from './format-headers-file';

export type SiteSettings = Omit<PolicyInput, 'scriptHashes'>;

export interface GeneratedHeaders {
  directives: Directives;
  /** The text of `_headers`. */
  headersFile: string;
  /** Site paths of the HTML pages (`/docs/index.html`). */
  pages: string[];
  /** Pages with inline code the policy would block, and what it is. */
  problems: { page: string; found: string[] }[];
}

async function htmlFiles(dir: string, out: string[] = []): Promise<string[]> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) await htmlFiles(full, out);
    else if (entry.name.endsWith('.html')) out.push(full);
  }
  return out;
}

/** Reads every page of the built site and derives the headers from them and the settings. */
export async function generateHeaders(distDir: string, settings: SiteSettings): Promise<GeneratedHeaders> {
  const hashes = new Set<string>();
  const problems: GeneratedHeaders['problems'] = [];
  const pages: string[] = [];
  for (const file of (await htmlFiles(distDir)).sort()) {
    const page = `/${relative(distDir, file).split(sep).join('/')}`;
    const html = await readFile(file, 'utf8');
    pages.push(page);
    for (const script of inlineScripts(html)) hashes.add(sha256Source(script));
    const found = forbiddenInlineCode(html);
    if (found.length) problems.push({ page, found });
  }
  const directives = policyDirectives({ ...settings, scriptHashes: hashes });
  return {
    directives,
    headersFile: formatHeadersFile([siteRule(serializePolicy(directives)), ...immutableRules()]),
    pages,
    problems,
  };
}
