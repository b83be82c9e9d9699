import { defineConfig } from 'vitest/config';

// Each workspace keeps its own config; `vitest run` at the root runs them all. With DATABASE_URL set, the
// server suite runs a second time on that PostgreSQL server (CI: PostgreSQL 15).
export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'apps/web',
      'apps/server',
      ...(process.env.DATABASE_URL
        ? [{ extends: './apps/server/vitest.config.ts', test: { name: 'server-pg', root: './apps/server' } }]
        : []),
    ],
  },
});
