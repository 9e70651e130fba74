import { getCollection } from 'astro:content';
import keysJson from '../../data/buckconfig-keys.json';
import envJson from '../../data/buck2-env-vars.json';
import { ContentError, failBuild } from '../content-error';
import {
  configSections,
  envVarViews,
  unknownEnvProse,
  unknownProse,
  type ConfigKeysData,
  type DynamicRead,
  type EnvVarsData,
  type EnvVarView,
  type Prose,
  type SectionView,
} from './config';

export const configKeysData = keysJson as ConfigKeysData;
export const envVarsData = envJson as EnvVarsData;

export interface ConfigReference {
  commit: string;
  sections: SectionView[];
  dynamic: DynamicRead[];
}

export interface EnvReference {
  commit: string;
  variables: EnvVarView[];
  dynamic: DynamicRead[];
}

const FILES = { configKeys: 'src/content/reference/buckconfig.yaml', envVars: 'src/content/reference/environment-variables.yaml' };

async function prose(collection: 'configKeys' | 'envVars', unknown: (ids: string[]) => string[]): Promise<Map<string, Prose>> {
  const entries = await getCollection(collection);
  const bad = unknown(entries.map((e) => e.id));
  if (bad.length) {
    throw failBuild(
      new ContentError(
        `${FILES[collection]}: ${bad.map((id) => `"${id}"`).join(', ')}: not read by Buck2 at ${configKeysData.commit.slice(0, 12)} (src/data/); describe only what the extraction found.`,
        { name: 'ConfigReferenceError' },
      ),
    );
  }
  return new Map(entries.map((e) => [e.id, e.data]));
}

let config: Promise<ConfigReference> | undefined;
let env: Promise<EnvReference> | undefined;

/** Every `.buckconfig` key Buck2 and the prelude read, by section, with the descriptions written for them. */
export function getConfigReference(): Promise<ConfigReference> {
  config ??= prose('configKeys', (ids) => unknownProse(configKeysData, ids)).then((p) => ({
    commit: configKeysData.commit,
    sections: configSections(configKeysData, p),
    dynamic: configKeysData.dynamic,
  }));
  return config;
}

/** Every environment variable Buck2 reads, with the descriptions written for them. */
export function getEnvReference(): Promise<EnvReference> {
  env ??= prose('envVars', (ids) => unknownEnvProse(envVarsData, ids)).then((p) => ({
    commit: envVarsData.commit,
    variables: envVarViews(envVarsData, p),
    dynamic: envVarsData.dynamic,
  }));
  return env;
}
