import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The exhaustive matrix test and the solver tests build the full classic matrix.
    testTimeout: 60_000,
  },
});
