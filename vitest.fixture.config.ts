import { defineConfig } from 'vitest/config';

/** Checks of the test site's build (`npm run build:fixture`), run after it: what its summary says. */
export default defineConfig({
  test: {
    include: ['tests/built-fixture/**/*.test.ts'],
    environment: 'node',
  },
});
