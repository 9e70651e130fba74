import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: { 'astro:content': fileURLToPath(new URL('./tests/unit/fixtures/astro-content.ts', import.meta.url)) },
  },
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    // Sized for a busy 2-core machine (the type check runs beside these tests).
    testTimeout: 30_000,
  },
});
