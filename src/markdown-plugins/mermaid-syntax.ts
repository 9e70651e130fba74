import { Worker } from 'node:worker_threads';

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, (error: string | null) => void>();

function start(): Worker {
  const w = new Worker(new URL('./mermaid-syntax-worker.mjs', import.meta.url));
  w.unref();
  w.on('message', ({ id, error }: { id: number; error: string | null }) => {
    waiting.get(id)?.(error);
    waiting.delete(id);
  });
  w.on('error', (error) => {
    for (const resolve of waiting.values()) resolve(`the Mermaid parser failed: ${error.message}`);
    waiting.clear();
    worker = undefined;
  });
  return w;
}

/**
 * Checks a diagram against Mermaid's grammar. Resolves to null when it
 * parses, else to Mermaid's message ("Parse error on line 2: ...").
 */
export function mermaidSyntaxError(source: string): Promise<string | null> {
  worker ??= start();
  const id = nextId++;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    worker!.ref();
    worker!.postMessage({ id, source });
  }).finally(() => {
    if (waiting.size === 0) worker?.unref();
  }) as Promise<string | null>;
}

/** The diagram's own line number of a Mermaid error message, when it names one. */
export function errorLine(message: string): number | undefined {
  const m = message.match(/on line (\d+)/);
  return m ? Number(m[1]) : undefined;
}
