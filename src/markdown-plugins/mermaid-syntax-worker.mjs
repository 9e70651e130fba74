// Parses Mermaid diagrams with Mermaid's own grammar, in a worker thread: the
// parser needs a DOM (jsdom here), and the DOM globals must not leak into the
// build process.
import { parentPort } from 'node:worker_threads';
import { JSDOM } from 'jsdom';

const { window } = new JSDOM('');
globalThis.window = window;
globalThis.document = window.document;
const { default: mermaid } = await import('mermaid');

/** The diagram's line of a parse error, from the parser's own location. */
function lineOf(error) {
  // Jison grammars (flowchart, sequence, ...) count lines from 0.
  if (typeof error?.hash?.line === 'number') return error.hash.line + 1;
  // Langium grammars (pie, packet, ...) report their lexer and parser errors.
  const { lexerErrors = [], parserErrors = [] } = error?.result ?? {};
  return lexerErrors[0]?.line ?? parserErrors[0]?.token?.startLine;
}

parentPort.on('message', async ({ id, source }) => {
  try {
    const { diagramType } = await mermaid.parse(source);
    parentPort.postMessage({ id, type: diagramType });
  } catch (error) {
    parentPort.postMessage({ id, error: { message: error instanceof Error ? error.message : String(error), line: lineOf(error) } });
  }
});
