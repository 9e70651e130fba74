// Parses Mermaid diagrams with Mermaid's own grammar, in a worker thread: the
// parser needs a DOM (jsdom here), and the DOM globals must not leak into the
// build process.
import { parentPort } from 'node:worker_threads';
import { JSDOM } from 'jsdom';

const { window } = new JSDOM('');
globalThis.window = window;
globalThis.document = window.document;
const { default: mermaid } = await import('mermaid');

parentPort.on('message', async ({ id, source }) => {
  try {
    await mermaid.parse(source);
    parentPort.postMessage({ id, error: null });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
