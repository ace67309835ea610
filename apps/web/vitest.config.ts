import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    // A port nothing listens on: screens rendered in tests must not reach a dev server on :3000.
    environmentOptions: { jsdom: { url: 'http://127.0.0.1:9/' } },
    include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // Screens wait for lazy chunks and timers under a shared CPU (see src/test/setup.ts).
    testTimeout: 60_000,
  },
});
