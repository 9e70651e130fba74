import { TROUBLESHOOTING_TOPICS, type TroubleshootingEntry, type TroubleshootingTopic } from '../../content/troubleshooting-schema';
import { ContentError, failBuild } from '../content-error';
import type { SectionHeading } from '../reference/sections';

/**
 * One troubleshooting entry: an h3 whose id is the entry's id (so
 * `#unknown-target` links keep working), titled as written without its
 * backticks. The component renders it, the page's TOC would list it; it is
 * left out (73 entries under 13 topics make too long a list; the topics,
 * the page's own h2s, stay).
 */
export type TroubleshootingSection = SectionHeading & { entry: TroubleshootingEntry };

/** The entries of one topic, in the order given; an unknown topic (a writer's `<TroubleshootingEntries topic>`) fails the build. */
export function troubleshootingSections(topic: string, entries: readonly TroubleshootingEntry[]): TroubleshootingSection[] {
  if (!(TROUBLESHOOTING_TOPICS as readonly string[]).includes(topic)) {
    throw failBuild(new ContentError(`<TroubleshootingEntries>: unknown topic "${topic}", expected one of ${TROUBLESHOOTING_TOPICS.join(', ')}`, { name: 'ComponentError' }));
  }
  return entries
    .filter((entry) => entry.topic === (topic as TroubleshootingTopic))
    .map((entry) => ({ id: entry.id, heading: entry.title.replaceAll('`', ''), level: 3, listed: false, entry }));
}
