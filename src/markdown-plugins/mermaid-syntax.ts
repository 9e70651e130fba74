import { Worker } from 'node:worker_threads';

let worker: Worker | undefined;
let nextId = 0;
/** Why a diagram does not parse: Mermaid's message, and the diagram's line when the parser gives one. */
interface MermaidSyntaxError {
  message: string;
  line?: number | undefined;
}
/** What Mermaid's parser says of a diagram: its type (`flowchart-v2`, `sequence`, `xychart`, ...), or why it does not parse. */
export type MermaidParse = { type: string; error?: undefined } | { error: MermaidSyntaxError; type?: undefined };
const waiting = new Map<number, (result: MermaidParse) => void>();

function start(): Worker {
  const w = new Worker(new URL('./mermaid-syntax-worker.mjs', import.meta.url));
  w.unref();
  w.on('message', ({ id, type, error }: { id: number; type?: string; error?: MermaidSyntaxError }) => {
    waiting.get(id)?.(error ? { error } : { type: type ?? '' });
    waiting.delete(id);
  });
  w.on('error', (error) => {
    for (const resolve of waiting.values()) resolve({ error: { message: `the Mermaid parser failed: ${error.message}` } });
    waiting.clear();
    worker = undefined;
  });
  return w;
}

/**
 * Parses a diagram with Mermaid's grammar. Resolves to its type when it
 * parses, else to Mermaid's message ("Parse error on line 2: ...") and the
 * diagram's line of the error.
 */
export function parseMermaid(source: string): Promise<MermaidParse> {
  worker ??= start();
  const id = nextId++;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    worker!.ref();
    worker!.postMessage({ id, source });
  }).finally(() => {
    if (waiting.size === 0) worker?.unref();
  }) as Promise<MermaidParse>;
}
