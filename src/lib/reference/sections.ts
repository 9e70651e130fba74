import type { MarkdownHeading } from 'astro';

/** The heading of a section of a reference page. */
export interface SectionHeading {
  id: string;
  heading: string;
  level: 2 | 3 | 4;
  /** False for a heading the table of contents leaves out (with its subsections), to stay short. */
  listed?: false | undefined;
}

/** One headed section of a reference page: the body renders it, the table of contents lists it. */
export interface Section extends SectionHeading {
  /** Headed sections inside this one (listed after it). */
  subsections?: readonly Section[] | undefined;
}

/** The page's table of contents, in order: the description's headings, then every listed section and subsection. */
export function tocOf(descriptionHeadings: readonly MarkdownHeading[], sections: readonly Section[]): MarkdownHeading[] {
  const walk = (list: readonly Section[]): MarkdownHeading[] =>
    list.flatMap((s) => (s.listed === false ? [] : [{ depth: s.level, slug: s.id, text: s.heading }, ...walk(s.subsections ?? [])]));
  return [...descriptionHeadings, ...walk(sections)];
}

/** Sections a component renders inside a guide, after the guide's heading `after` (null: before its first heading). */
export interface EmbeddedSections {
  after: string | null;
  sections: readonly Section[];
}

/**
 * A guide's table of contents: its own headings, with the listed sections of
 * each component it embeds joined at the place the component sits.
 */
export function tocWithEmbedded(headings: readonly MarkdownHeading[], embedded: readonly EmbeddedSections[]): MarkdownHeading[] {
  const at = (after: string | null) => embedded.filter((e) => e.after === after).flatMap((e) => tocOf([], e.sections));
  return [...at(null), ...headings.flatMap((h) => [h, ...at(h.slug)])];
}
