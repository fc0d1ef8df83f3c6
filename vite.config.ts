import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // Maps are written for error tracking but never linked from the bundles, and the portal
    // server does not serve them: the source stays off the public internet.
    sourcemap: 'hidden',
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/domain/**/*.test.ts', 'src/server/**/*.test.ts'],
          testTimeout: 20_000,
          // Starting embedded PostgreSQL (PGlite) takes seconds on a busy machine.
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'jsdom',
          include: ['src/{app,auth,components,features,lib}/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup-dom.ts'],
        },
      },
    ],
  },
});
