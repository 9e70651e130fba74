import type { Root } from 'hast';
import { forbiddenInlineCode, inlineScripts, sha256Source } from './inline-code';
import { policyDirectives, serializePolicy, type Directives, type PolicyInput } from './policy';
import { formatHeadersFile, immutableRules, siteRule } from './format-headers-file';

export type SiteSettings = Omit<PolicyInput, 'scriptHashes'>;

export interface GeneratedHeaders {
  directives: Directives;
  /** The text of `_headers`. */
  headersFile: string;
  /** Pages with inline code the policy would block, and what it is. */
  problems: { page: string; found: string[] }[];
}

/** Gathers, page by page, what the headers need, then derives them with the settings. */
export function headersGenerator(settings: SiteSettings) {
  const hashes = new Set<string>();
  const problems: GeneratedHeaders['problems'] = [];
  return {
    /** One page (`/docs/index.html`). */
    read(page: string, tree: Root): void {
      for (const script of inlineScripts(tree)) hashes.add(sha256Source(script));
      const found = forbiddenInlineCode(tree);
      if (found.length) problems.push({ page, found });
    },
    generate(): GeneratedHeaders {
      const directives = policyDirectives({ ...settings, scriptHashes: hashes });
      return { directives, headersFile: formatHeadersFile([siteRule(serializePolicy(directives)), ...immutableRules()]), problems };
    },
  };
}
