import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: { name: 'web', include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'], environment: 'happy-dom' },
});
