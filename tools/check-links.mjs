#!/usr/bin/env node
// Checks every internal link, asset and #anchor of the built site (dist/)
// without building it again: the same check `npm run build` ends with, in a
// second or two. Broken links exit 1; links to a missing anchor are listed
// as warnings. Run after `npm run build` (DIST_DIR=... for another folder).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { anchorWarnings, brokenLinksMessage, checkDist } from '../src/integrations/link-check.ts';
import { siteConfigInput } from '../src/config/site-input.ts';

const DIST = process.env.DIST_DIR ?? 'dist';

if (!existsSync(join(DIST, 'index.html'))) {
  console.error(`${DIST}/ holds no built site: run \`npm run build\` first.`);
  process.exit(1);
}
const started = performance.now();
const { pages, errors, warnings } = await checkDist(DIST, new URL(siteConfigInput.url).origin);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
for (const warning of anchorWarnings(warnings)) console.warn(`warning: ${warning}`);
if (errors.length) {
  console.error(brokenLinksMessage(errors));
  process.exit(1);
}
console.log(`Checked the links of ${pages} pages in ${seconds} s: none broken${warnings.length ? `; ${warnings.length} link(s) to a missing anchor (above)` : ''}.`);
