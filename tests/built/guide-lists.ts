/** The guide pages of issues 11, 12, 14 and 27, in main-sidebar order within each group. */
const docs = (prefix: string, names: string[]) => names.map((n) => `/docs/${prefix}${n}/`);

export const MAIN_SIDEBAR_GUIDES: Record<string, { minWords: number; paths: string[] }> = {
  Guides: {
    minWords: 300,
    paths: [
      ...docs('guides/quick_starts/', ['rust', 'python', 'cpp', 'java_kotlin', 'go']),
      '/docs/guides/bazel/',
      ...docs('guides/bazel/', ['commands', 'migration']),
      '/docs/guides/tests/',
      '/docs/guides/hermetic_cxx_toolchain/',
      '/docs/guides/remote_execution/',
      ...docs('guides/remote_execution/', ['buildbuddy', 'buildbarn', 'nativelink', 'engflow', 'cache_only', 'check_where_actions_ran']),
      '/docs/guides/editors/',
      '/docs/guides/versions/',
    ],
  },
  Concepts: { minWords: 300, paths: docs('concepts/', ['architecture', 'buck_query_language', 'transitions']) },
  Users: {
    minWords: 300,
    paths: [
      '/docs/users/commands_extra/exit_codes/',
      ...docs('users/how_tos/', ['modifiers_setup', 'modifiers_package', 'modifiers_target', 'modifiers_cli', 'question_mark_modifier', 'compilation_database']),
      ...docs('users/languages/go/', ['overview', 'toolchains', 'third_party_packages', 'gopackagesdriver']),
      '/docs/users/languages/java/jvm_abis/',
      '/docs/users/cheat_sheet/',
      '/docs/users/loading_data/',
      ...docs('users/faq/', ['common_issues', 'starlark_peak_mem', 'buck_hanging']),
      ...docs('users/build_observability/', ['interactive_console', 'logging', 'build_report']),
      '/docs/users/remote_execution/',
      ...docs('users/query/', ['aquery', 'cquery', 'uquery']),
      ...docs('users/advanced/', ['deferred_materialization', 'restarter', 'in_memory_cache', 'external_cells']),
    ],
  },
  'Rule authors': {
    minWords: 300,
    paths: docs('rule_authors/', [
      'writing_rules', 'writing_toolchains', 'transitive_sets', 'configurations', 'configurations_by_example',
      'configuration_transitions', 'custom_macros', 'dynamic_dependencies', 'anon_targets', 'content_based_paths',
      'test_execution', 'optimization', 'persistent_workers', 'incremental_actions', 'load', 'alias', 'subdir_glob',
      'local_resources', 'validation', 'package_files', 'dep_files', 'string_parameter_macros',
    ]),
  },
  BXL: {
    minWords: 300,
    paths: [
      '/docs/bxl/',
      '/docs/bxl/tutorial/',
      ...docs('bxl/how_tos/', [
        'basic_how_tos', 'how_to_cache_and_share_operations', 'how_to_handle_errors', 'how_to_catch_building_artifacts_errors',
        'how_to_run_actions_based_on_the_content_of_artifact', 'how_to_use_target_universe', 'how_to_collect_telemetry_events',
      ]),
      ...docs('bxl/explanation/', ['basics', 'labels_and_nodes', 'bxl_cquery_vs_cli_cquery']),
      '/docs/bxl/faq/',
    ],
  },
  Developers: {
    minWords: 250,
    paths: [
      ...docs('developers/', ['request_for_comments', 'what-ran', 'windows_cheat_sheet']),
      ...docs('developers/architecture/', ['buck1_vs_buck2', 'buck2']),
      ...docs('developers/starlark/', ['environment', 'gc', 'heaps', 'spec', 'types', 'values']),
      '/docs/insights_and_knowledge/modern_dice/',
    ],
  },
};

export const NO_SIDEBAR_PAGES = [
  '/docs/developers/options/',
  '/docs/developers/architecture/buck2_telemetry/',
  ...docs('rfcs/', ['attr-metadata', 'audit_visibility', 'bxl-streaming', 'configured-alias', 'package-local-values']),
  ...docs('rfcs/drafts/', [
    'configuration-at-syntax', 'digest-kinds', 'oss-observability', 'plugin-deps', 'test-info-v2', 'universal-cfg-naming',
    'unified_constraint_resolution/main', 'unified_constraint_resolution/problems', 'unified_constraint_resolution/use_cases',
  ]),
  ...docs('rfcs/implemented/', [
    'bxl', 'bxl-actions', 'bxl-analysis', 'provider-collection-at', 'execution_modifiers', 'modifier_syntax', 'modifiers',
    'unified_constraint_rule',
  ]),
];
