/**
 * Every engine side by side on the same built pages (`dist/`): this site's
 * search, stock Pagefind, MiniSearch with VitePress's defaults, and
 * MiniSearch, Orama and FlexSearch configured for docs
 * (`engines/configured.ts`), scored on the held-out set (`held-out.ts`)
 * and on the tuning suite (`queries.yaml`). Run by `npm run bench:search`
 * (`tools/bench-search.mjs`), which prints the tables; not part of the test
 * suites. Writes the scores as JSON to the file named by `SIDE_BY_SIDE_OUT`.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { expect, it } from 'vitest';
import { builtSearch, firstPages } from './built-search';
import { configuredFlexSearch, configuredMiniSearch, configuredOrama } from './engines/configured';
import { sectionDocuments } from './engines/documents';
import type { Engine } from './engines/modules';
import { stockPagefind, vitepressMiniSearch } from './engines/stock';
import { HELD_OUT_PATH, readHeldOut } from './held-out';
import { DEPTH, fromHeldOut, fromSuite, scoreQuestions, type Figures, type Judged, type RelevanceQuery } from './suite';

const DIST = 'dist';

export interface SideBySide {
  sets: { name: string; file: string; queries: number; missing?: true; scores: Record<string, Figures | { error: string }> }[];
}

it('scores every engine on the held-out set and the tuning suite', async () => {
  const made: string[] = [];
  const documents = await sectionDocuments(DIST);
  const makers: [string, () => Promise<Engine>][] = [
    ['This site', async () => {
      const search = await builtSearch(DIST);
      return (q) => firstPages(search, q, DEPTH);
    }],
    ['Stock Pagefind 1.6', () => stockPagefind(DIST, made)],
    ['MiniSearch, VitePress defaults', () => vitepressMiniSearch(DIST)],
    ['MiniSearch, configured', () => configuredMiniSearch(documents)],
    ['Orama, configured', () => configuredOrama(documents)],
    ['FlexSearch, configured', () => configuredFlexSearch(documents)],
  ];
  const engines = new Map<string, Engine | { error: string }>();
  for (const [name, make] of makers) engines.set(name, await make().catch((error: unknown) => ({ error: error instanceof Error ? error.message : String(error) })));

  const suitePath = new URL('./queries.yaml', import.meta.url);
  const suite = (parse(await readFile(suitePath, 'utf8')) as RelevanceQuery[]).map(fromSuite);
  const heldOut = readHeldOut();
  const sets: [string, string, Judged[] | undefined][] = [
    ['Held-out set', HELD_OUT_PATH, heldOut?.questions.map(fromHeldOut)],
    ['Tuning suite', 'tests/search-relevance/queries.yaml', suite],
  ];
  const result: SideBySide = { sets: [] };
  for (const [name, file, questions] of sets) {
    const scores: SideBySide['sets'][number]['scores'] = {};
    if (questions) {
      for (const [engine, search] of engines) {
        if ('error' in search) scores[engine] = search;
        else {
          const { misses: _, queries: __, ...figures } = await scoreQuestions(questions, search);
          scores[engine] = figures;
        }
      }
    }
    result.sets.push({ name, file, queries: questions?.length ?? 0, ...(questions ? {} : { missing: true as const }), scores });
  }
  await writeFile(process.env['SIDE_BY_SIDE_OUT'] ?? join(tmpdir(), 'side-by-side.json'), JSON.stringify(result));
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
  expect(result.sets.find((s) => s.name === 'Tuning suite')?.scores['This site']).toHaveProperty('top1');
}, 600_000);
