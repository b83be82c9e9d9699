import { defineConfig } from 'vitest/config';

// JSX compiles with the automatic runtime from tsconfig's "jsx": "react-jsx"; no plugin needed for tests.
export default defineConfig({
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
  },
});
