import { defineConfig } from 'vitest/config';

/** Checks of the built site (dist/, run after `npm run build`) and of builds that must fail. */
export default defineConfig({
  test: {
    include: ['tests/built/**/*.test.ts', 'tests/build-failures/**/*.test.ts', 'tests/search-relevance/**/*.test.ts'],
    testTimeout: 180_000,
    environment: 'node',
  },
});
