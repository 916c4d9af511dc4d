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
    // A worker keeps its modules from file to file (each file still builds its own app and database): importing the
    // app once per worker instead of once per file took the server suite from 193 s to 104 s on two folders.
    isolate: false,
    // Its own group, since its worker settings differ from the other projects'.
    sequence: { groupOrder: 1 },
  },
});
