import { defineConfig } from 'vitest/config';

// Each workspace keeps its own config; `vitest run` at the root runs them all. With DATABASE_URL set, the
// server suite runs a second time on that PostgreSQL server (CI: PostgreSQL 15).
export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one worker on this 2-core machine. The server's
    // tests wait on PostgreSQL much of the time, so two workers keep both cores busy.
    maxWorkers: 2,
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
