import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file boots its own app on its own in-memory PGlite (or its own schema on PostgreSQL).
    pool: 'forks',
    maxWorkers: 2,
    // Its own group, since its worker settings differ from the other projects'.
    sequence: { groupOrder: 1 },
  },
});
