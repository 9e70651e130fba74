import { describe, expect, it } from 'vitest';
import { fromHtml } from 'hast-util-from-html';
import { anchorWarnings, checkSite, formatProblems, lineOfLink, sourceFileOf, extractIds, extractReferences, resolveReference, type SiteFiles } from '../../src/integrations/link-check';

const origin = 'https://buck2.build';

describe('link extraction', () => {
  it('finds href, src and srcset, and ignores inline script bodies', () => {
    const html = `<a href="/docs/a/">A</a><img src="/img/x.png" srcset="/img/x.png 1x, /img/x2.png 2x">
      <script>const s = '<a href="/not/a/link/">'</script><link rel="preconnect" href="https://x.example">`;
    expect(extractReferences(fromHtml(html)).map((r) => r.value)).toEqual(['/docs/a/', '/img/x.png', '/img/x.png', '/img/x2.png']);
  });

  it('reads links in the full sidebar\'s <template> and ids of <a name>', () => {
    const tree = fromHtml('<template data-doc-sidebar-full><a href="/docs/b/">B</a></template><a name="old">x</a>');
    expect(extractReferences(tree).map((r) => r.value)).toEqual(['/docs/b/']);
    expect([...extractIds(tree)]).toEqual(['old']);
  });

  it('decodes entities and collects ids', () => {
    expect(extractReferences(fromHtml('<a href="/search/?q=a&amp;b=c">x</a>'))[0]?.value).toBe('/search/?q=a&b=c');
    expect([...extractIds(fromHtml('<h2 id="intro">x</h2><div id=\'b\'></div>'))]).toEqual(['intro', 'b']);
  });

  it('resolves relative links and leaves external ones alone', () => {
    expect(resolveReference('/docs/a/', '../b/#x', origin)).toEqual({ path: '/docs/b/', hash: 'x' });
    expect(resolveReference('/docs/a/', 'https://github.com/facebook/buck2', origin)).toBeUndefined();
    expect(resolveReference('/docs/a/', 'mailto:x@example.com', origin)).toBeUndefined();
    expect(resolveReference('/docs/a/', 'https://buck2.build/docs/c/', origin)).toEqual({ path: '/docs/c/' });
  });
});

/** Each page's references, as the build reads them from its HTML. */
const referencesOf = (pages: [string, string][]) => new Map(pages.map(([page, html]) => [page, extractReferences(fromHtml(html))]));

describe('site check', () => {
  const site: SiteFiles = {
    files: new Set(['/index.html', '/docs/index.html', '/docs/a/index.html', '/img/logo.svg']),
    ids: new Map([['/', new Set<string>()], ['/docs/', new Set(['intro'])], ['/docs/a/', new Set(['top'])]]),
  };

  it('reports each broken link with its page', () => {
    const pages = referencesOf([
      ['/', '<a href="/docs/">ok</a><a href="/docs/missing/">bad</a><img src="/img/nope.svg">'],
      ['/docs/', '<a href="/docs/a">no slash</a><a href="#intro">self</a>'],
    ]);
    const { errors, warnings } = checkSite(pages, site, origin);
    expect(errors).toEqual([
      { page: '/', link: '/docs/missing/', problem: 'no such page' },
      { page: '/', link: '/img/nope.svg', problem: 'no such file' },
      { page: '/docs/', link: '/docs/a', problem: 'missing trailing slash (use /docs/a/)' },
    ]);
    expect(warnings).toEqual([]);
  });

  it('warns about a missing anchor without failing', () => {
    const pages = referencesOf([['/docs/', '<a href="/docs/a/#top">ok</a><a href="/docs/a/#gone">x</a>']]);
    const { errors, warnings } = checkSite(pages, site, origin);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([{ page: '/docs/', link: '/docs/a/#gone', problem: 'no element with id "gone"' }]);
  });
});

describe('broken-link message', () => {
  const files = new Set(['src/content/docs/concepts/daemon.md', 'src/content/docs/users/commands/index.mdx', 'src/content/api/build/Artifact.yaml', 'src/content/rules/cxx/cxx_library.yaml']);
  const exists = (f: string) => files.has(f);

  it('finds the source file of a guide, a folder landing, an API page and a rule page', () => {
    expect(sourceFileOf('/docs/concepts/daemon/', exists)).toBe('src/content/docs/concepts/daemon.md');
    expect(sourceFileOf('/docs/users/commands/', exists)).toBe('src/content/docs/users/commands/index.mdx');
    expect(sourceFileOf('/docs/api/build/Artifact/', exists)).toBe('src/content/api/build/Artifact.yaml');
    expect(sourceFileOf('/docs/prelude/rules/cxx/cxx_library/', exists)).toBe('src/content/rules/cxx/cxx_library.yaml');
    expect(sourceFileOf('/search/', exists)).toBeUndefined();
  });

  it('finds the source file of a page of a released docs version, and of its index', () => {
    const versioned = new Set(['.v/versioned_docs/version-1.0/concepts/daemon.md', '.v/versioned_docs/version-1.0/index.mdx']);
    const inVersions = (f: string) => versioned.has(f);
    expect(sourceFileOf('/docs/1.0/concepts/daemon/', inVersions, '.v')).toBe('.v/versioned_docs/version-1.0/concepts/daemon.md');
    expect(sourceFileOf('/docs/1.0/', inVersions, '.v')).toBe('.v/versioned_docs/version-1.0/index.mdx');
  });

  it('names the source file, the line where the link is written and the URL of the page, then the link as written', () => {
    const source = '---\ntitle: Daemon\n---\n\nSee [nothing](/docs/nope/).\n\nAnd [the output](../buck_out).\n';
    const text = formatProblems(
      [
        { page: '/docs/concepts/daemon/', link: '/docs/nope/', problem: 'no such page' },
        { page: '/docs/concepts/daemon/', link: '../buck_out', problem: 'missing trailing slash (use /docs/concepts/buck_out/)' },
        { page: '/search/', link: '/nope/', problem: 'no such page' },
      ],
      (page) => sourceFileOf(page, exists),
      () => source,
    );
    expect(text).toBe(
      '  src/content/docs/concepts/daemon.md:5 (/docs/concepts/daemon/): /docs/nope/ (no such page)\n' +
        '  src/content/docs/concepts/daemon.md:7 (/docs/concepts/daemon/): ../buck_out (missing trailing slash (use /docs/concepts/buck_out/))\n' +
        '  /search/: /nope/ (no such page)',
    );
  });

  it('finds the line of a link written in Markdown, in HTML, or as an anchor alone', () => {
    const source = 'a\n[x](/docs/a/#b)\n<a href="/docs/c/">c</a>\n[same page](#here)\n';
    expect(lineOfLink(source, '/docs/a/#b')).toBe(2);
    expect(lineOfLink(source, '/docs/c/')).toBe(3);
    expect(lineOfLink(source, '/docs/page/#here')).toBe(4);
    expect(lineOfLink(source, '/docs/elsewhere/')).toBeUndefined();
  });

  it('words each missing anchor as one warning line, starting with where it is', () => {
    expect(anchorWarnings([{ page: '/search/', link: '/docs/a/#gone', problem: 'no element with id "gone"' }])).toEqual([
      '/search/: link to a missing anchor: /docs/a/#gone (no element with id "gone")',
    ]);
  });
});
