import { defineConfig } from 'vitest/config';

// JSX compiles with the automatic runtime from tsconfig's "jsx": "react-jsx"; no plugin needed for tests.
export default defineConfig({
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'precompress.test.ts', 'first-load.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // jsdom is slow on this 2-core machine when every workspace's tests run at once.
    testTimeout: 20_000,
  },
});
