import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Each file builds its own app on its own database and module state is only caches keyed by app or database, so the files of a
    // worker can share one module graph: the app's modules are loaded once a worker, not once a file.
    isolate: false,
  },
});
