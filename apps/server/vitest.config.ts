import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Each file builds its own app on its own database, and module state is only caches keyed by app or
    // database: a worker's files share one module graph, loaded once a worker instead of once a file.
    isolate: false,
  },
});
