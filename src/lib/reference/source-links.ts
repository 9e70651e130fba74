import sourceLinksJson from '../../data/source-links.json';

/**
 * Links to Buck2's source at the pinned commit: where each rule of the rules
 * reference declares its attributes, and where each command page's
 * arguments are defined. The facts come from `tools/extract-source-links.mjs`
 * (`src/data/source-links.json`); this is the one place they become links.
 */

export interface SourceLocation {
  path: string;
  line: number;
}

export interface SourceLinks {
  repository: string;
  commit: string;
  rules: Record<string, SourceLocation>;
  /** Rules of the removed groups, at the last commit that declared them. */
  removedRules: Record<string, SourceLocation & { commit: string }>;
  commands: Record<string, SourceLocation & { type: string }>;
}

export interface SourceLinkView {
  href: string;
  path: string;
  line: number;
  /** The Rust type that defines a command's arguments. */
  type?: string | undefined;
  /** Set for a removed rule: the commit linked to, the last that declared it. */
  removedAt?: string | undefined;
}

const data = sourceLinksJson as SourceLinks;

const view = (location: SourceLocation & { type?: string; commit?: string }, links: SourceLinks = data): SourceLinkView => ({
  href: `${links.repository}/blob/${location.commit ?? links.commit}/${location.path}#L${location.line}`,
  path: location.path,
  line: location.line,
  type: location.type,
  removedAt: location.commit,
});

/** Where the prelude declares a rule; for a removed group, where it last did. */
export function ruleSourceLink(rule: string, links: SourceLinks = data): SourceLinkView | undefined {
  const location = links.rules[rule] ?? links.removedRules[rule];
  return location && view(location, links);
}

/** Where the arguments of a command page (`users/commands/build`; `users/commands` is the overview) are defined. */
export function commandSourceLink(docId: string, links: SourceLinks = data): SourceLinkView | undefined {
  const page = docId === 'users/commands' ? 'index' : /^users\/commands\/([^/]+)$/.exec(docId)?.[1];
  const location = page ? links.commands[page] : undefined;
  return location && view(location, links);
}
