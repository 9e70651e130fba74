import type { Heading, InlineCode, Link, Parent, PhrasingContent, Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { releasePath, type Badge, type ReleaseHistory } from '../lib/releases/history';
import { releaseHistory } from '../lib/releases/load';
import { fileName } from './source-file';

const COMMAND_PAGES = 'src/content/docs/users/commands/';

/** The long flag an option's code span names: `--build-report <PATH>` and `-u, --target-universe <X>` give `--build-report`, `--target-universe`. */
export function longFlagOf(code: string): string | undefined {
  return code.split(/[\s,=]+/).find((word) => /^--[a-z0-9][a-z0-9-]*$/.test(word));
}

/** The command a flag belongs to: a subcommand's section (`### config` on the audit page) when the history knows that subcommand, else the page's command. */
function commandOf(page: string, heading: string | undefined, history: ReleaseHistory): string {
  const sub = heading?.replace(/^buck2\s+/, '').split(/\s+/).at(-1);
  return sub && history.items.command[`${page} ${sub}`] ? `${page} ${sub}` : page;
}

/** A heading's words (its text and code spans). */
const textOf = (heading: Heading): string =>
  heading.children.map((c: PhrasingContent) => ('value' in c ? c.value : 'children' in c ? textOf({ ...heading, children: c.children as PhrasingContent[] }) : '')).join('');

const badgeLink = (badge: Badge): Link => ({
  type: 'link',
  url: releasePath(badge.tag),
  data: { hProperties: { className: ['since'] } },
  children: [{ type: 'text', value: badge.label }],
});

/**
 * On a command page (src/content/docs/users/commands/<command>.md), adds
 * "Added in <tag>" or "Removed in <tag>" after a flag that the release
 * history says arrived after the first release or went away. A flag is the
 * code span that opens an options table's first cell or a list item.
 */
export function remarkFlagBadges(options: { history?: ReleaseHistory } = {}) {
  return (tree: Root, file: VFile) => {
    const path = fileName(file);
    if (!path.startsWith(COMMAND_PAGES) || path.slice(COMMAND_PAGES.length).includes('/')) return;
    const page = path.slice(COMMAND_PAGES.length).replace(/\.mdx?$/, '');
    const history = options.history ?? releaseHistory();
    let heading: string | undefined;
    const mark = (container: Parent, count: number) => {
      for (let i = count - 1; i >= 0; i--) {
        const node = container.children[i]!;
        if (node.type !== 'inlineCode') continue;
        const flag = longFlagOf((node as InlineCode).value);
        const badge = flag && history.since('flag', `${commandOf(page, heading, history)} ${flag}`);
        if (badge) container.children.splice(i + 1, 0, badgeLink(badge));
      }
    };
    visit(tree, (node) => {
      if (node.type === 'heading') heading = textOf(node as Heading);
      else if (node.type === 'tableRow') {
        const first = (node as Parent).children[0];
        if (first) mark(first as Parent, (first as Parent).children.length);
      } else if (node.type === 'listItem') {
        const paragraph = (node as Parent).children[0];
        if (paragraph?.type === 'paragraph' && paragraph.children[0]?.type === 'inlineCode') mark(paragraph, 1);
      }
    });
  };
}
