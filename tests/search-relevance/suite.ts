/**
 * Scores a search engine on a set of judged questions: the tuning suite
 * (`queries.yaml`) or the held-out set (`held-out.yaml`). Counted over the
 * DISTINCT pages an engine returns, best first:
 * - top-1: the first page is one that counts as first;
 * - top-3: one of the first three pages answers;
 * - MRR@10: the mean of 1/rank of the first answering page among the first
 *   ten (0 when none is).
 * Used by the suite's test, the held-out guard and `npm run bench:search`.
 */
import { parse } from 'yaml';

/** A tuning-suite query: `first` is the page wanted first; `also` are acceptable alternates (top-3 and MRR only). */
export interface RelevanceQuery {
  q: string;
  first: string;
  also?: string[];
  kind: string;
  /** The real question (a facebook/buck2 issue or pull request) the query comes from. */
  source?: string;
}

/** A held-out question: every page that answers it, best first; any of them counts, first included. */
export interface HeldOutQuestion {
  q: string;
  source: string;
  answers: string[];
  note?: string;
}

export interface Figures {
  top1: number;
  top3: number;
  mrr10: number;
}

export interface HeldOutFile {
  /** The date the questions were frozen (YYYY-MM-DD). */
  frozen: string;
  /** This site's scores, measured when the engine last changed. */
  figures: Figures;
  questions: HeldOutQuestion[];
}

/** A question as scored: the pages that count as first, and the pages that answer it (for top-3 and MRR). */
export interface Judged {
  q: string;
  first: readonly string[];
  answers: readonly string[];
}

export const fromSuite = (query: RelevanceQuery): Judged => ({ q: query.q, first: [query.first], answers: [query.first, ...(query.also ?? [])] });
export const fromHeldOut = (question: HeldOutQuestion): Judged => ({ q: question.q, first: question.answers, answers: question.answers });

/** Pages an engine may return per query for scoring. */
export const DEPTH = 10;

/** One question's scores, from an engine's pages (best first; repeats are dropped). */
export function scoreRanking(judged: Judged, pages: readonly string[]): { top1: boolean; top3: boolean; rr: number; top: string[] } {
  const top = [...new Set(pages)].slice(0, DEPTH);
  const rank = top.findIndex((page) => judged.answers.includes(page));
  return { top1: top.length > 0 && judged.first.includes(top[0]!), top3: rank >= 0 && rank < 3, rr: rank < 0 ? 0 : 1 / (rank + 1), top };
}

export interface Score extends Figures {
  queries: number;
  misses: { judged: Judged; top: string[]; top1: boolean; top3: boolean; report: string }[];
}

/** `search` answers a query with page URLs, best first (at least `DEPTH` distinct pages when it has them). */
export async function scoreQuestions(questions: readonly Judged[], search: (q: string) => Promise<string[]>): Promise<Score> {
  let top1 = 0;
  let top3 = 0;
  let rr = 0;
  const misses: Score['misses'] = [];
  for (const judged of questions) {
    const s = scoreRanking(judged, await search(judged.q));
    top1 += Number(s.top1);
    top3 += Number(s.top3);
    rr += s.rr;
    if (!s.top1) misses.push({ judged, top: s.top, top1: s.top1, top3: s.top3, report: `"${judged.q}": expected ${judged.first.join(' or ')}, got ${s.top.slice(0, 3).join(', ') || 'nothing'}` });
  }
  const n = questions.length || 1;
  return { queries: questions.length, top1: top1 / n, top3: top3 / n, mrr10: rr / n, misses };
}

/** The tuning suite, scored. */
export const scoreSuite = (queries: readonly RelevanceQuery[], search: (q: string) => Promise<string[]>) => scoreQuestions(queries.map(fromSuite), search);

/** Reads a held-out file's text. Throws on a file that is not the format above (checkHeldOut judges its content). */
export function parseHeldOut(text: string): HeldOutFile {
  const data = parse(text) as Partial<HeldOutFile> | null;
  if (!data || typeof data !== 'object') throw new Error('the held-out file is not a YAML mapping');
  // YAML reads an unquoted date as a string here (the yaml package's default core schema).
  const frozen = String(data.frozen ?? '');
  const figures = data.figures;
  if (!figures || ![figures.top1, figures.top3, figures.mrr10].every((x) => typeof x === 'number')) throw new Error('the held-out file needs `figures` with numbers top1, top3 and mrr10');
  if (!Array.isArray(data.questions)) throw new Error('the held-out file needs a list of `questions`');
  return { frozen, figures, questions: data.questions };
}

/** A source URL without its fragment, query or trailing slash, to tell whether two cite the same thing. */
export const sourceKey = (url: string): string => url.replace(/[#?].*$/, '').replace(/\/+$/, '').toLowerCase();

export const MIN_QUESTIONS = 150;
export const MIN_OUTSIDE_BUCK2 = 50;
const BUCK2_REPO = /^https:\/\/github\.com\/facebook\/buck2(\/|$)/i;

/** What is wrong with a held-out file's content: an empty list when nothing is. */
export function checkHeldOut(file: HeldOutFile, context: { suiteSources: readonly string[]; pages: ReadonlySet<string> }): string[] {
  const problems: string[] = [];
  if (!/^\d{4}-\d{2}-\d{2}$/.test(file.frozen) || Number.isNaN(Date.parse(file.frozen))) problems.push(`\`frozen\` is not a date (YYYY-MM-DD): "${file.frozen}"`);
  for (const [name, value] of Object.entries(file.figures)) if (value < 0 || value > 1) problems.push(`figures.${name} is not a share between 0 and 1: ${value}`);
  if (file.questions.length < MIN_QUESTIONS) problems.push(`${file.questions.length} questions, fewer than ${MIN_QUESTIONS}`);
  const outside = file.questions.filter((q) => typeof q.source === 'string' && !BUCK2_REPO.test(q.source)).length;
  if (outside < MIN_OUTSIDE_BUCK2) problems.push(`${outside} questions from outside facebook/buck2, fewer than ${MIN_OUTSIDE_BUCK2}`);
  const cited = new Set(context.suiteSources.map(sourceKey));
  file.questions.forEach((question, i) => {
    const at = `question ${i + 1} ("${question.q}")`;
    if (typeof question.q !== 'string' || !question.q.trim()) problems.push(`question ${i + 1} has no \`q\``);
    if (typeof question.source !== 'string' || !URL.canParse(question.source) || !/^https?:$/.test(new URL(question.source).protocol)) problems.push(`${at}: \`source\` is not a web URL: ${question.source}`);
    else if (cited.has(sourceKey(question.source))) problems.push(`${at}: its source is cited by queries.yaml: ${question.source}`);
    if (!Array.isArray(question.answers) || question.answers.length === 0) problems.push(`${at}: no \`answers\``);
    else for (const page of question.answers) if (!context.pages.has(page)) problems.push(`${at}: the answer ${page} is not a page of the built index`);
  });
  return problems;
}

/** How far below its recorded figures a score is: one line per measure more than `tolerance` below. */
export function dropsBelow(recorded: Figures, measured: Figures, tolerance = 0.02): string[] {
  return (['top1', 'top3', 'mrr10'] as const)
    .filter((k) => measured[k] < recorded[k] - tolerance - 1e-9)
    .map((k) => `${k} ${measured[k].toFixed(3)} is more than ${tolerance} below the recorded ${recorded[k].toFixed(3)}`);
}
