/**
 * The benchmarked libraries are installed in `tools/bench/node_modules`,
 * not with the project: `npm run bench:search` installs them and names
 * their ESM entry files in these environment variables.
 */
import { pathToFileURL } from 'node:url';

export type Engine = (q: string) => Promise<string[]>;

export async function benchModule<T>(variable: 'PAGEFIND_MODULE' | 'MINISEARCH_MODULE' | 'ORAMA_MODULE' | 'FLEXSEARCH_MODULE'): Promise<T> {
  const file = process.env[variable];
  if (!file) throw new Error(`${variable} is not set: run \`npm run bench:search\`, which installs the package in tools/bench/`);
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as T;
}
