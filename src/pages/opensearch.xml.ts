import type { APIRoute } from 'astro';
import { siteConfig } from '../config/site';

/**
 * The OpenSearch description (https://github.com/dewitt/opensearch): with the
 * `<link rel="search">` of every page's head, a browser's address bar can
 * search the docs. Queries go to /search/, which reads `?q=`. A ShortName
 * has at most 16 characters.
 */
const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const GET: APIRoute = () => {
  const site = (path: string) => new URL(`${siteConfig.baseUrl}${path}`, siteConfig.url).href;
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/" xmlns:moz="http://www.mozilla.org/2006/browser/search/">
  <ShortName>${xml(siteConfig.title.slice(0, 16))}</ShortName>
  <Description>${xml(`Search the ${siteConfig.title} documentation`)}</Description>
  <InputEncoding>UTF-8</InputEncoding>
  <Image type="image/svg+xml">${xml(site(siteConfig.favicon.slice(1)))}</Image>
  <Url type="text/html" method="get" template="${xml(site('search/'))}?q={searchTerms}"/>
  <Url type="application/opensearchdescription+xml" rel="self" template="${xml(site('opensearch.xml'))}"/>
  <moz:SearchForm>${xml(site('search/'))}</moz:SearchForm>
</OpenSearchDescription>
`;
  return new Response(body, { headers: { 'Content-Type': 'application/opensearchdescription+xml; charset=utf-8' } });
};
