import { describe, expect, it } from 'vitest';
import { checkHeldOut, dropsBelow, fromHeldOut, fromSuite, parseHeldOut, scoreQuestions, scoreRanking, type HeldOutFile } from '../search-relevance/suite';

const kill = fromHeldOut({ q: 'stop the background server', source: 'https://example.org/1', answers: ['/kill/', '/daemon/'] });

describe('scoring one ranking over distinct pages', () => {
  it('counts any answer as first for a held-out question', () => {
    expect(scoreRanking(kill, ['/daemon/', '/kill/'])).toMatchObject({ top1: true, top3: true, rr: 1 });
  });

  it('counts only `first` as first for a suite query, its alternates in the top three and MRR', () => {
    const query = fromSuite({ q: 'install', first: '/install/', also: ['/commands/install/'], kind: 'title' });
    expect(scoreRanking(query, ['/commands/install/', '/install/'])).toMatchObject({ top1: false, top3: true, rr: 1 });
    expect(scoreRanking(query, ['/other/', '/install/'])).toMatchObject({ top1: false, top3: true, rr: 0.5 });
  });

  it('ranks distinct pages: a page repeated (two of its sections) takes one place', () => {
    expect(scoreRanking(kill, ['/a/', '/a/', '/a/', '/b/', '/kill/'])).toMatchObject({ top1: false, top3: true, rr: 1 / 3 });
  });

  it('counts a first answer past the third page in MRR only, and none past the tenth', () => {
    const pages = (answerAt: number) => Array.from({ length: 12 }, (_, i) => (i + 1 === answerAt ? '/kill/' : `/p${i}/`));
    expect(scoreRanking(kill, pages(4))).toMatchObject({ top1: false, top3: false, rr: 0.25 });
    expect(scoreRanking(kill, pages(10)).rr).toBeCloseTo(0.1);
    expect(scoreRanking(kill, pages(11)).rr).toBe(0);
    expect(scoreRanking(kill, [])).toMatchObject({ top1: false, top3: false, rr: 0 });
  });
});

describe('scoring a set of questions', () => {
  it('averages top-1, top-3 and MRR@10 and lists the questions that miss first place', async () => {
    const ranked: Record<string, string[]> = { a: ['/a/'], b: ['/x/', '/b/'], c: ['/x/', '/y/', '/z/', '/c/'], d: [] };
    const questions = Object.keys(ranked).map((q) => fromHeldOut({ q, source: `https://example.org/${q}`, answers: [`/${q}/`] }));
    const score = await scoreQuestions(questions, async (q) => ranked[q]!);
    expect(score).toMatchObject({ queries: 4, top1: 0.25, top3: 0.5 });
    expect(score.mrr10).toBeCloseTo((1 + 1 / 2 + 1 / 4 + 0) / 4);
    expect(score.misses.map((m) => m.judged.q)).toEqual(['b', 'c', 'd']);
  });
});

describe('the held-out file', () => {
  const text = (questions: string) => `frozen: 2026-12-07\nfigures:\n  top1: 0.6\n  top3: 0.8\n  mrr10: 0.7\nquestions:\n${questions}`;
  const question = (i: number, source = `https://example.org/q/${i}`) => `  - q: question ${i}\n    source: ${source}\n    answers: [/kill/, /daemon/]\n`;
  const many = (n: number, source?: (i: number) => string) => Array.from({ length: n }, (_, i) => question(i, source?.(i))).join('');
  const context = { suiteSources: ['https://github.com/facebook/buck2/issues/1'], pages: new Set(['/kill/', '/daemon/']) };

  it('reads the frozen date as written, the figures and the questions', () => {
    const file = parseHeldOut(text(many(2)));
    expect(file.frozen).toBe('2026-12-07');
    expect(file.figures).toEqual({ top1: 0.6, top3: 0.8, mrr10: 0.7 });
    expect(file.questions[1]).toEqual({ q: 'question 1', source: 'https://example.org/q/1', answers: ['/kill/', '/daemon/'] });
  });

  it('refuses a file without figures', () => {
    expect(() => parseHeldOut('frozen: 2026-12-07\nquestions: []\n')).toThrow(/figures/);
  });

  it('passes a file of 150 questions with new sources and answers in the index', () => {
    expect(checkHeldOut(parseHeldOut(text(many(150))), context)).toEqual([]);
  });

  it('names each problem: too few questions, a source the suite cites, an answer not in the index, no date', () => {
    const file: HeldOutFile = parseHeldOut(text(many(149, (i) => (i === 3 ? 'https://github.com/facebook/buck2/issues/1#issuecomment-9' : `https://example.org/q/${i}`))));
    file.questions[5]!.answers = ['/gone/'];
    file.frozen = '';
    expect(checkHeldOut(file, context)).toEqual([
      '`frozen` is not a date (YYYY-MM-DD): ""',
      '149 questions, fewer than 150',
      'question 4 ("question 3"): its source is cited by queries.yaml: https://github.com/facebook/buck2/issues/1#issuecomment-9',
      'question 6 ("question 5"): the answer /gone/ is not a page of the built index',
    ]);
  });

  it('wants 50 questions from outside facebook/buck2', () => {
    const file = parseHeldOut(text(many(150, (i) => (i < 101 ? `https://github.com/facebook/buck2/issues/${i + 100}` : `https://example.org/q/${i}`))));
    expect(checkHeldOut(file, context)).toEqual(['49 questions from outside facebook/buck2, fewer than 50']);
  });
});

describe('the guard on the recorded figures', () => {
  const recorded = { top1: 0.6, top3: 0.8, mrr10: 0.7 };

  it('passes a drop of 2 points or less, and any rise', () => {
    expect(dropsBelow(recorded, { top1: 0.58, top3: 0.9, mrr10: 0.69 })).toEqual([]);
  });

  it('fails a drop of more than 2 points on any measure', () => {
    expect(dropsBelow(recorded, { top1: 0.6, top3: 0.77, mrr10: 0.65 })).toEqual([
      'top3 0.770 is more than 0.02 below the recorded 0.800',
      'mrr10 0.650 is more than 0.02 below the recorded 0.700',
    ]);
  });
});
