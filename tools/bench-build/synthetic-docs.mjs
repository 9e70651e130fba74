// Synthetic guide pages for the build benchmark (tools/bench-build.mjs):
// realistic Markdown (headings, prose, lists, a table, an admonition, code
// blocks in three languages, links to each other and to real pages), in
// sections of 100 pages. Each section is a sidebar of its own (five
// categories of 20), as a large site splits its docs into books: every page
// carries its whole sidebar, so one 5,000-link sidebar would grow each page
// with the site and measure that instead of the build.
import { mkdir, writeFile, appendFile } from 'node:fs/promises';
import { join } from 'node:path';

export const SECTION_SIZE = 100;
const PART_SIZE = 20;

/** Pages that exist on the real site (the link check fails if one goes away). */
const REAL_PAGES = [
  '/docs/concepts/daemon/',
  '/docs/concepts/buckconfig/',
  '/docs/concepts/build_target/',
  '/docs/concepts/visibility/',
  '/docs/users/commands/build/',
  '/docs/api/build/Artifact/',
  '/docs/prelude/rules/cxx/cxx_library/',
  '/docs/getting_started/install/',
];

const WORDS = (
  'build target rule action artifact provider toolchain configuration platform constraint dependency graph cell ' +
  'package label visibility query cache remote execution daemon output input file directory attribute select ' +
  'transition modifier analysis evaluation starlark macro function module library binary test command flag option ' +
  'setting value default incremental hermetic sandbox worker invalidation digest materialization console event log'
).split(' ');

/** A small deterministic generator, so two runs build the same pages. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n, width) => String(n).padStart(width, '0');
export const pageId = (i) => `bench/s${pad(Math.floor(i / SECTION_SIZE) + 1, 3)}/page-${pad(i + 1, 5)}`;
const hrefOf = (i) => `/docs/${pageId(i)}/`;

function sentence(rand, words = 12 + Math.floor(rand() * 10)) {
  const out = [];
  for (let i = 0; i < words; i++) out.push(WORDS[Math.floor(rand() * WORDS.length)]);
  const text = out.join(' ');
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
}

const paragraph = (rand, sentences = 3 + Math.floor(rand() * 3)) => Array.from({ length: sentences }, () => sentence(rand)).join(' ');

function page(i, total) {
  const rand = random(i + 1);
  const n = i + 1;
  const topic = `${WORDS[i % WORDS.length]} ${WORDS[(i * 7 + 3) % WORDS.length]}`;
  const other = () => Math.floor(rand() * total);
  const real = () => REAL_PAGES[Math.floor(rand() * REAL_PAGES.length)];
  const prev = i % SECTION_SIZE === 0 ? undefined : i - 1;
  const next = i + 1 < total && (i + 1) % SECTION_SIZE !== 0 ? i + 1 : undefined;
  return `---
title: Working with ${topic} ${n}
description: How ${topic} ${n} fits into a build, how to configure it and what to do when it goes wrong.
---

${paragraph(rand)} See [the daemon](${real()}) and [${topic} ${other() + 1}](${hrefOf(other())}).

## Overview

${paragraph(rand)}

${paragraph(rand)} It builds on [${WORDS[n % WORDS.length]} ${n}](${hrefOf(other())}#configuration).

- ${sentence(rand, 8)}
- ${sentence(rand, 8)} ([reference](${real()}))
- ${sentence(rand, 8)}

## Configuration

${paragraph(rand)}

\`\`\`python title="BUCK"
load("//rules:defs.bzl", "bench_rule_${n}")

bench_rule_${n}(
    name = "${WORDS[n % WORDS.length]}_${n}",
    srcs = glob(["src/**/*.rs"]),
    deps = [
        "//lib/${WORDS[(n + 1) % WORDS.length]}:${WORDS[(n + 2) % WORDS.length]}",
        "//third-party:${WORDS[(n + 3) % WORDS.length]}",
    ],
    visibility = ["PUBLIC"],
)
\`\`\`

${paragraph(rand)}

| Setting | Default | Meaning |
| --- | --- | --- |
| \`${WORDS[n % WORDS.length]}.enabled\` | \`true\` | ${sentence(rand, 6)} |
| \`${WORDS[(n + 5) % WORDS.length]}.jobs\` | \`8\` | ${sentence(rand, 6)} |
| \`${WORDS[(n + 9) % WORDS.length]}.mode\` | \`auto\` | ${sentence(rand, 6)} |

### Settings in .buckconfig ${n}

\`\`\`ini
[${WORDS[n % WORDS.length]}]
enabled = true
jobs = ${1 + (n % 16)}
\`\`\`

:::note
${paragraph(rand, 2)}
:::

## Examples

${paragraph(rand)}

\`\`\`bash
buck2 build //lib/${WORDS[n % WORDS.length]}:${WORDS[(n + 2) % WORDS.length]} --show-output
buck2 test //lib/${WORDS[n % WORDS.length]}/... -- --env ${WORDS[(n + 4) % WORDS.length].toUpperCase()}=1
\`\`\`

### A larger example ${n}

${paragraph(rand)} Compare [the configuration above](#configuration).

## Troubleshooting

${paragraph(rand)}

1. ${sentence(rand, 10)}
2. ${sentence(rand, 10)} See [${topic}](${hrefOf(other())}).
3. ${sentence(rand, 10)}

${[prev !== undefined ? `Previous: [page ${prev + 1}](${hrefOf(prev)}).` : '', next !== undefined ? `Next: [page ${next + 1}](${hrefOf(next)}).` : ''].filter(Boolean).join(' ')}
`;
}

/** Sidebars of the synthetic pages: one per section, by name. */
function sidebars(total) {
  const out = {};
  for (let start = 0; start < total; start += SECTION_SIZE) {
    const section = Math.floor(start / SECTION_SIZE) + 1;
    const items = [];
    for (let part = start; part < Math.min(start + SECTION_SIZE, total); part += PART_SIZE) {
      const ids = [];
      for (let i = part; i < Math.min(part + PART_SIZE, start + SECTION_SIZE, total); i++) ids.push(pageId(i));
      items.push({ type: 'category', label: `Part ${(part - start) / PART_SIZE + 1}`, items: ids });
    }
    out[`bench-${pad(section, 3)}`] = items;
  }
  return out;
}

/** Writes `total` pages into the project copy at `root` and lists them in its sidebars. */
export async function writeSyntheticDocs(root, total) {
  for (let i = 0; i < total; i++) {
    const file = join(root, 'src/content/docs', `${pageId(i)}.md`);
    if (i % SECTION_SIZE === 0) await mkdir(join(file, '..'), { recursive: true });
    await writeFile(file, page(i, total));
  }
  await appendFile(
    join(root, 'src/lib/sidebar/sidebars.ts'),
    `\n// Synthetic pages of the build benchmark (tools/bench-build.mjs).\nObject.assign(sidebars, ${JSON.stringify(sidebars(total))});\n`,
  );
}
