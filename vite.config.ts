import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // lingui() compiles the message catalogues (src/locales, imported with `?lingui`) at build time.
  plugins: [react(), lingui({ failOnCompileError: true })],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
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
