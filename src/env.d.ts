/// <reference types="astro/client" />

interface ImportMetaEnv {
  /** "1" only in the fixture build: compiles in test hooks. */
  readonly PUBLIC_BUCK2_TEST_HOOKS?: string;
}
