import { Worker } from 'node:worker_threads';

let worker: Worker | undefined;
let nextId = 0;
/** Why a diagram does not parse: Mermaid's message, and the diagram's line when the parser gives one. */
export interface MermaidSyntaxError {
  message: string;
  line?: number | undefined;
}
const waiting = new Map<number, (error: MermaidSyntaxError | null) => void>();

function start(): Worker {
  const w = new Worker(new URL('./mermaid-syntax-worker.mjs', import.meta.url));
  w.unref();
  w.on('message', ({ id, error }: { id: number; error: MermaidSyntaxError | null }) => {
    waiting.get(id)?.(error);
    waiting.delete(id);
  });
  w.on('error', (error) => {
    for (const resolve of waiting.values()) resolve({ message: `the Mermaid parser failed: ${error.message}` });
    waiting.clear();
    worker = undefined;
  });
  return w;
}

/**
 * Checks a diagram against Mermaid's grammar. Resolves to null when it
 * parses, else to Mermaid's message ("Parse error on line 2: ...") and the
 * diagram's line of the error.
 */
export function mermaidSyntaxError(source: string): Promise<MermaidSyntaxError | null> {
  worker ??= start();
  const id = nextId++;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    worker!.ref();
    worker!.postMessage({ id, source });
  }).finally(() => {
    if (waiting.size === 0) worker?.unref();
  }) as Promise<MermaidSyntaxError | null>;
}
