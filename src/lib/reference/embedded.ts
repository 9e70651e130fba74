import { EMBEDDING_COMPONENTS, EMBEDS_KEY, type Embed, type EmbeddingComponent } from '../../markdown-plugins/rehype-embedded-sections';
import { getTroubleshootingEntries } from '../troubleshooting/entries';
import { troubleshootingSections, type TroubleshootingSection } from '../troubleshooting/page-sections';
import { configPageSections, envPageSections, queryFunctionSections, type ConfigSection, type EnvGroupSection, type QueryFunctionSection } from './page-sections';
import { getConfigReference, getEnvReference } from './pages';
import type { EmbeddedSections, Section } from './sections';

/*
 * The sections of the reference components that guides embed, loaded once
 * per set of props: the component renders them and the page's data lists
 * them in its table of contents.
 */

let config: Promise<ConfigSection[]> | undefined;
let env: Promise<EnvGroupSection[]> | undefined;

/** The `.buckconfig` sections, for <BuckconfigKeys />. */
export function getConfigSections(): Promise<ConfigSection[]> {
  return (config ??= getConfigReference().then((r) => configPageSections(r.sections)));
}

/** The environment variable groups, for <EnvironmentVariables />. */
export function getEnvSections(): Promise<EnvGroupSection[]> {
  return (env ??= getEnvReference().then((r) => envPageSections(r.variables)));
}

/** The functions of one query kind, for <QueryFunctions kind />. */
export function getQueryFunctionSections(kind: string): QueryFunctionSection[] {
  return queryFunctionSections(kind);
}

/** The entries of one topic, for <TroubleshootingEntries topic />. */
export async function getTroubleshootingSections(topic: string): Promise<TroubleshootingSection[]> {
  return troubleshootingSections(topic, await getTroubleshootingEntries());
}

const MODELS: Record<EmbeddingComponent, (props: Record<string, string>) => Section[] | Promise<Section[]>> = {
  BuckconfigKeys: () => getConfigSections(),
  EnvironmentVariables: () => getEnvSections(),
  QueryFunctions: (props) => getQueryFunctionSections(props['kind'] ?? ''),
  TroubleshootingEntries: (props) => getTroubleshootingSections(props['topic'] ?? ''),
};

const isEmbed = (e: unknown): e is Embed =>
  typeof e === 'object' && e !== null && EMBEDDING_COMPONENTS.includes((e as Embed).component) && typeof (e as Embed).props === 'object';

/**
 * The sections of the components a rendered page embeds, each with the
 * heading it follows, from what `render(entry)` returns as
 * `remarkPluginFrontmatter` (written by rehype-embedded-sections).
 */
export async function embeddedSectionsOf(remarkPluginFrontmatter: Record<string, unknown>): Promise<EmbeddedSections[]> {
  const embeds = remarkPluginFrontmatter[EMBEDS_KEY];
  if (!Array.isArray(embeds)) return [];
  return Promise.all(embeds.filter(isEmbed).map(async (e) => ({ after: e.after, sections: await MODELS[e.component](e.props) })));
}
