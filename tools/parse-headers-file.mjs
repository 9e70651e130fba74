// Reads `_headers` (Netlify / Cloudflare Pages format, written by the build in
// src/integrations/security-headers/) so tools/serve.mjs sends the same headers.

/**
 * Parses the file into rules: a path pattern at the start of a line, then
 * `Name: value` lines indented under it. `#` starts a comment line.
 * @param {string} text
 * @returns {{ path: string, headers: [string, string][] }[]}
 */
export function parseHeadersFile(text) {
  const rules = [];
  for (const [i, line] of text.split('\n').entries()) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || colon === -1) throw new Error(`_headers line ${i + 1}: expected "Name: value" under a path, got ${JSON.stringify(line)}`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** A rule's path as a regular expression: `*` matches anything, `:name` one path segment. */
function pattern(path) {
  const source = path
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * The headers for a request path: those of every matching rule, in file
 * order; a header set by two rules gets both values joined with ", " (as
 * Cloudflare Pages does).
 * @param {{ path: string, headers: [string, string][] }[]} rules
 * @returns {(pathname: string) => Record<string, string>}
 */
export function headersMatcher(rules) {
  const compiled = rules.map((rule) => ({ re: pattern(rule.path), headers: rule.headers }));
  return (pathname) => {
    const out = {};
    for (const { re, headers } of compiled) {
      if (!re.test(pathname)) continue;
      for (const [name, value] of headers) out[name] = name in out ? `${out[name]}, ${value}` : value;
    }
    return out;
  };
}
