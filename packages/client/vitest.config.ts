import { defineConfig } from 'vitest/config';
import server from '../../apps/server/vitest.config.ts';

// Each file boots the real server (on its own in-memory PGlite or its own PostgreSQL database), as the server's files
// do: the same timeouts and pool, so that the two projects run side by side in one group and share loaded modules.
const { environment, testTimeout, hookTimeout, pool, maxWorkers, isolate, sequence } = server.test!;

export default defineConfig({
  test: { name: 'client', include: ['test/**/*.test.ts'], environment, testTimeout, hookTimeout, pool, maxWorkers, isolate, sequence },
});
