import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    // Sized for a busy 2-core machine (the type check runs beside these tests).
    testTimeout: 30_000,
  },
});
