/**
 * MiniSearch, Orama and FlexSearch, configured on general docs-search
 * principles over the same section documents (`documents.ts`): fields
 * title > keywords > headings > text (`BOOST`), common English words left
 * out, prefix matching, typo tolerance, any word may match (a question's
 * words are not all on the answering page), and a page ranked by its best
 * section. Nothing here is set for a particular query.
 */
import { benchModule, type Engine } from './modules';
import { BOOST, FIELDS, pagesOfSections, type SectionDocument } from './documents';

/** Words too common to tell pages apart (Lucene's English stop set). */
export const STOP_WORDS = new Set('a an and are as at be but by for if in into is it no not of on or such that the their then there these they this to was will with'.split(' '));

/** Section hits considered per query: enough for ten distinct pages. */
const SECTIONS = 300;

interface MiniSearchLike {
  addAll(documents: readonly object[]): void;
  search(q: string, options: object): { id: string }[];
}

/** MiniSearch: BM25+, prefix on the last word (the one being typed), fuzzy (a fifth of the letters) on words of five letters or more. */
export async function configuredMiniSearch(documents: readonly SectionDocument[]): Promise<Engine> {
  const MiniSearch = (await benchModule<{ default: new (options: object) => MiniSearchLike }>('MINISEARCH_MODULE')).default;
  const index = new MiniSearch({ fields: [...FIELDS], processTerm: (term: string) => (STOP_WORDS.has(term.toLowerCase()) ? null : term.toLowerCase()) });
  index.addAll(documents);
  const options = {
    boost: BOOST,
    prefix: (_term: string, i: number, terms: string[]) => i === terms.length - 1,
    fuzzy: (term: string) => (term.length >= 5 ? 0.2 : false),
    combineWith: 'OR',
  };
  return async (q) => pagesOfSections(index.search(q, options).map((hit) => hit.id));
}

interface OramaLike {
  create(options: object): unknown;
  insertMultiple(db: unknown, documents: readonly object[]): unknown;
  search(db: unknown, params: object): { hits: { id: string }[] } | Promise<{ hits: { id: string }[] }>;
}

/** Orama: its default BM25 and prefix matching, the same boosts, typo tolerance of one edit. */
export async function configuredOrama(documents: readonly SectionDocument[]): Promise<Engine> {
  const orama = await benchModule<OramaLike>('ORAMA_MODULE');
  const db = orama.create({
    schema: { title: 'string', keywords: 'string', headings: 'string', text: 'string' },
    components: { tokenizer: { stopWords: [...STOP_WORDS] } },
  });
  await orama.insertMultiple(db, documents);
  return async (q) => {
    const { hits } = await orama.search(db, { term: q, properties: [...FIELDS], boost: BOOST, tolerance: 1, limit: SECTIONS });
    return pagesOfSections(hits.map((hit) => hit.id));
  };
}

interface FlexSearchLike {
  Document: new (options: object) => { add(document: object): void };
  Encoder: new (...options: object[]) => object;
  Resolver: new (options: object) => { or(options: object): FlexResolver };
  Charset: Record<string, object>;
}
interface FlexResolver {
  or(options: object): FlexResolver;
  resolve(options: object): string[];
}

/** FlexSearch: a Document index, forward (prefix) tokens, its LatinBalance encoder for near spellings (without the stop words), suggestions (any word may match), the fields' results merged with the same boosts. */
export async function configuredFlexSearch(documents: readonly SectionDocument[]): Promise<Engine> {
  const { Document, Encoder, Resolver, Charset } = await benchModule<FlexSearchLike>('FLEXSEARCH_MODULE');
  const encoder = new Encoder(Charset['LatinBalance']!, { filter: STOP_WORDS });
  const index = new Document({ document: { id: 'id', index: FIELDS.map((field) => ({ field, tokenize: 'forward', encoder })) } });
  for (const document of documents) index.add(document);
  return async (q) => {
    const [first, ...rest] = FIELDS.map((field) => ({ index, field, query: q, boost: BOOST[field], suggest: true }));
    const resolver = rest.reduce((r, options) => r.or(options), new Resolver(first!) as unknown as FlexResolver);
    return pagesOfSections(resolver.resolve({ limit: SECTIONS }));
  };
}
