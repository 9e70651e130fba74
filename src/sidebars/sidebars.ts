import type { SidebarsConfig } from '../lib/sidebar/types';

/**
 * The three sidebars of the site. Items are doc ids (the file path under
 * src/content/docs without extension), links, categories, or a folder to
 * list automatically. A doc id that does not exist fails the build.
 *
 * Only pages that are written are listed: a page that does not exist yet is
 * neither routed nor in a sidebar.
 */
export const sidebars: SidebarsConfig = {
  main: [
    { type: 'doc', id: 'index', label: 'Introduction' },
    {
      type: 'category',
      label: 'About Buck2',
      items: ['about/why', 'about/benefits/compared_to_buck1', 'about/bootstrapping', 'about/language_support'],
    },
    {
      type: 'category',
      label: 'Getting Started',
      link: { type: 'doc', id: 'getting_started' },
      items: [
        'getting_started/install',
        'getting_started/what_is_buck2',
        'getting_started/tutorial_first_build',
        'getting_started/tutorial_adding_dependencies',
        'getting_started/tutorial_adding_tests',
        'getting_started/tutorial_to_concepts',
      ],
    },
    {
      type: 'category',
      label: 'Concepts',
      items: [
        'concepts/key_concepts',
        'concepts/concept_map',
        'concepts/build_rule',
        'concepts/build_file',
        'concepts/build_target',
        'concepts/target_pattern',
        'concepts/buck_out',
        'concepts/visibility',
        'concepts/toolchain',
        'concepts/daemon',
        'concepts/labels',
        'concepts/isolation_dir',
        'concepts/buckconfig',
        'concepts/configurations',
        'concepts/modifiers',
        'concepts/glossary',
      ],
    },
  ],
  apiSidebar: [{ type: 'doc', id: 'api', label: 'API' }, { type: 'link', label: 'Rules', href: '/docs/prelude/rules/' }],
  ruleSidebar: [{ type: 'doc', id: 'prelude/rules', label: 'Rules' }],
};
