import type { MarkdownHeading } from 'astro';

/** One headed section of a reference page: the body renders it, the table of contents lists it. */
export interface Section {
  id: string;
  heading: string;
  level: 2 | 3;
  /** Headed sections inside this one (listed after it). */
  subsections?: readonly Section[] | undefined;
}

/** The page's headings, in order: the description's, then every section's and subsection's. */
export function tocOf(descriptionHeadings: readonly MarkdownHeading[], sections: readonly Section[]): MarkdownHeading[] {
  const walk = (list: readonly Section[]): MarkdownHeading[] =>
    list.flatMap((s) => [{ depth: s.level, slug: s.id, text: s.heading }, ...walk(s.subsections ?? [])]);
  return [...descriptionHeadings, ...walk(sections)];
}
