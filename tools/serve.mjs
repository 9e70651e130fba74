#!/usr/bin/env node
// Serves dist/ the way a static CDN does: /x/ -> /x/index.html, /x -> 301 /x/
// when /x/index.html exists, anything else -> 404.html with status 404. The
// response headers (security policy, caching) are those of dist/_headers,
// which Netlify and Cloudflare Pages read too.
import { createServer } from 'node:http';
import { createGzip } from 'node:zlib';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { headersMatcher, parseHeadersFile } from './parse-headers-file.mjs';

const root = resolve(process.env.DIST_DIR ?? 'dist');
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4321);

const headersFile = join(root, '_headers');
if (!existsSync(headersFile)) console.warn(`${headersFile} is missing (an old build?): serving without its security and caching headers.`);
const headersFor = headersMatcher(existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : []);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pagefind': 'application/octet-stream',
};

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

// Compressed like a CDN would (Pagefind's own files are compressed already).
const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.svg', '.txt', '.md', '.xml', '.wasm']);

function send(req, res, pathname, status, file) {
  const gzip = COMPRESSIBLE.has(extname(file)) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  res.writeHead(status, {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    // Files without a caching rule are checked with the server on each use.
    'Cache-Control': 'no-cache',
    ...headersFor(pathname),
    Vary: 'Accept-Encoding',
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
  });
  if (req.method === 'HEAD') return res.end();
  const stream = createReadStream(file);
  if (gzip) stream.pipe(createGzip()).pipe(res);
  else stream.pipe(res);
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', `http://${host}`);
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    pathname = '/';
  }
  const target = normalize(join(root, pathname));
  if (!target.startsWith(root)) {
    res.writeHead(400).end();
    return;
  }
  // The hosts read _headers; they do not serve it.
  if (target === headersFile) return send(req, res, pathname, 404, join(root, '404.html'));
  if (pathname.endsWith('/')) {
    if (await isFile(join(target, 'index.html'))) return send(req, res, pathname, 200, join(target, 'index.html'));
  } else if (await isFile(target)) {
    return send(req, res, pathname, 200, target);
  } else if (await isFile(join(target, 'index.html'))) {
    res.writeHead(301, { Location: `${url.pathname}/${url.search}` }).end();
    return;
  }
  send(req, res, pathname, 404, join(root, '404.html'));
});

server.listen(port, host, () => {
  console.log(`Serving ${root} on http://${host}:${port}/`);
});
