import { getCollection } from 'astro:content';
import type { TroubleshootingEntry } from '../../content/troubleshooting-schema';

/** Every troubleshooting entry, in the order of src/data/troubleshooting.yaml. */
export async function getTroubleshootingEntries(): Promise<TroubleshootingEntry[]> {
  return (await getCollection('troubleshooting')).map((entry) => entry.data).sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
}
