import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'packages/client', 'apps/server', 'apps/web'],
  },
});
