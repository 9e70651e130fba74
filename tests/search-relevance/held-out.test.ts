/**
 * The held-out guard (issue 37): this site's search on the frozen held-out
 * set (`held-out.yaml`, or the file `HELD_OUT_FILE` names) must not fall more
 * than 2 points below the figures the file records (measured when the
 * engine last changed). It never fails for falling short of a goal. Also
 * checks the file: at least 150 questions, 50 of them from outside
 * facebook/buck2, each with a source the tuning suite does not cite and
 * answers that are pages of the built index, and its `frozen` date.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { INDEX_DIR, RECORDS_FILE, unpackRecords, type RecordsFile } from '../../src/lib/search/engine/format';
import { builtSearch, firstPages } from './built-search';
import { HELD_OUT_PATH, readHeldOut } from './held-out';
import { checkHeldOut, DEPTH, dropsBelow, fromHeldOut, scoreQuestions, type RelevanceQuery } from './suite';

/** The held-out file; a test fails when it is missing (it is part of the repository from issue 37 on). */
function heldOutFile() {
  const file = readHeldOut();
  if (!file) throw new Error(`held-out file missing: ${HELD_OUT_PATH} (issue 37)`);
  return file;
}

describe('the held-out set', () => {
  it('is frozen, large enough, and judged on pages of the built site with sources the tuning suite does not cite', () => {
    const heldOut = heldOutFile();
    const suite = parse(readFileSync(new URL('./queries.yaml', import.meta.url), 'utf8')) as RelevanceQuery[];
    const pages = new Set(unpackRecords(JSON.parse(readFileSync(`dist/${INDEX_DIR}/${RECORDS_FILE}`, 'utf8')) as RecordsFile).map((r) => r.url));
    expect(checkHeldOut(heldOut, { suiteSources: suite.flatMap((q) => (q.source ? [q.source] : [])), pages })).toEqual([]);
  });

  it('scores no more than 2 points under its recorded figures on top-1, top-3 and MRR@10', async () => {
    const heldOut = heldOutFile();
    const search = await builtSearch();
    const score = await scoreQuestions(heldOut.questions.map(fromHeldOut), (q) => firstPages(search, q, DEPTH));
    const line = (s: { top1: number; top3: number; mrr10: number }) => `top-1 ${(100 * s.top1).toFixed(1)}%, top-3 ${(100 * s.top3).toFixed(1)}%, MRR@10 ${s.mrr10.toFixed(3)}`;
    console.log(`held-out set: ${score.queries} questions, ${line(score)} (recorded: ${line(heldOut.figures)})`);
    expect(dropsBelow(heldOut.figures, score), score.misses.map((m) => m.report).join('\n')).toEqual([]);
  });
});
