import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Every test process gets its own XDG_CACHE_HOME and XDG_CONFIG_HOME; the run fails if the user's
    // own cache changes (test/global-setup.ts).
    globalSetup: ['test/global-setup.ts'],
    // The exhaustive matrix test and the solver tests build the full classic matrix.
    testTimeout: 60_000,
    // Two test files at a time, even on 2 cores (Vitest's default there is one): most files wait on
    // child processes, a browser or Redis more than they compute, and the suite's wall time is what
    // CI pays.
    maxWorkers: 2,
  },
});
