import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import type { Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
// With its extension: Vite's coming native config loader finds no other way.
import {
  cataloguePreloadScript,
  LANGUAGES,
  pickLanguage,
  type Language,
} from './src/lib/i18n/languages.ts';

/**
 * React Router's package points every bundler at its development build, whose warnings a
 * production bundle cannot drop (remix-run/react-router#12532, #14102): builds take the
 * production one it ships beside it, the same code with those warnings off.
 */
const reactRouter = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouter, 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouter, 'dist/production/dom-export.mjs') },
];

/** The servers' and the domain's tests: Node, and time for a PGlite or a provider to open. */
const serverTests = {
  environment: 'node',
  testTimeout: 20_000,
  // Opening PGlite or the identity provider in a hook takes seconds on a loaded machine.
  hookTimeout: 60_000,
} as const;

/** Tests that hold a server to a time while it works (`/healthz` while uploads arrive). */
const TIMED_TESTS = ['src/server/uploads.test.ts'];

/** The chunk that holds all of a language's catalogues (src/lib/i18n/i18n.ts loads them at once). */
const catalogueChunk = (language: string) => `messages-${language}`;

/**
 * Which catalogues the script preloads where the browser keeps `stored` and prefers `preferred`,
 * run as a browser would run it: the build fails unless that is what the portal picks.
 */
function checkCataloguePreload(script: string, files: Record<Language, string>): void {
  const cases = [null, 'sv', ...LANGUAGES].flatMap((stored) =>
    [[], ['nb-NO'], ['nn'], ['en-US', 'nb'], ['sv-SE']].map((preferred) => ({ stored, preferred })),
  );
  for (const { stored, preferred } of cases) {
    const preloaded: string[] = [];
    runInNewContext(script, {
      localStorage: { getItem: () => stored },
      navigator: { languages: preferred },
      document: {
        createElement: () => ({}),
        head: { append: (link: { href: string }) => preloaded.push(link.href) },
      },
    });
    const expected = files[pickLanguage(stored, preferred)];
    if (preloaded.join() !== expected) {
      throw new Error(`index.html's first script preloads ${preloaded.join()}, not ${expected}`);
    }
  }
}

/**
 * index.html fetches the catalogues of the language the portal will open in beside its own script
 * (`cataloguePreloadScript`); the server allows that inline script by its hash.
 */
function preloadCatalogues(): Plugin {
  let base = '/';
  return {
    name: 'preload-catalogues',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, filename }) {
        if (bundle === undefined || !filename.endsWith('/index.html')) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const fileOf = (language: Language) => {
          const chunk = chunks.find(({ name }) => name === catalogueChunk(language));
          if (chunk === undefined) throw new Error(`no ${catalogueChunk(language)} chunk`);
          return `${base}${chunk.fileName}`;
        };
        const files = Object.fromEntries(
          LANGUAGES.map((language) => [language, fileOf(language)]),
        ) as Record<Language, string>;
        const script = cataloguePreloadScript(files);
        checkCataloguePreload(script, files);
        // Before the page's script and its stylesheet: a script after a stylesheet waits for it.
        const entry = '<script type="module"';
        if (!html.includes(entry)) throw new Error('index.html has no module script');
        return html.replace(entry, () => `<script>${script}</script>\n    ${entry}`);
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  ...(command === 'build' ? { resolve: { alias: reactRouterProduction } } : {}),
  // lingui() compiles the message catalogues (src/locales, imported with `?lingui`) at build time.
  plugins: [react(), lingui({ failOnCompileError: true }), preloadCatalogues()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // Maps are written for error tracking but never linked from the bundles, and the portal
    // server does not serve them: the source stays off the public internet.
    sourcemap: 'hidden',
    rollupOptions: {
      treeshake: {
        // The contract's modules only define schemas: one the portal imports nothing from (the
        // webhooks' and the rate rules' shapes) stays out of its chunks, though the portal
        // imports through the contract's index: 1.9 KB less (gzip) on every signed-in screen.
        // zod's setting for browsers is the one module kept for what it does.
        moduleSideEffects: [
          { test: /\/src\/domain\/contract\/(?!jitless-in-browsers)/, sideEffects: false },
        ],
      },
      // The portal, and the small page a silent sign-in's hidden frame ends at (its script inline).
      input: [
        fileURLToPath(new URL('index.html', import.meta.url)),
        fileURLToPath(new URL('silent-callback.html', import.meta.url)),
      ],
      output: {
        codeSplitting: {
          groups: [
            {
              debugName: 'messages of a language',
              // A language's catalogues all load together (src/lib/i18n/i18n.ts): one request
              // for them, not one per area, on the way to the first paint.
              name: (id) => {
                const language = /\/src\/locales\/([a-z]+)\/[^/]+\.json/.exec(id)?.[1];
                return language === undefined ? null : catalogueChunk(language);
              },
            },
          ],
        },
      },
    },
  },
  test: {
    // The servers' tests wait on sockets, child processes and timers much of the time, so a
    // worker per core keeps a 2-core machine busy where Vitest's default (cores - 1) leaves one
    // idle.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A worker reuses the modules it imported for its next file: importing Fastify, the provider,
    // PGlite and React afresh for each took half the run. Each file opens and closes its own
    // databases, servers and fake timers and gets a fresh DOM, so none depends on what another
    // left in a module (the suite passes in shuffled file orders: --sequence.shuffle.files).
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          ...serverTests,
          name: 'node',
          include: [
            'src/domain/**/*.test.ts',
            'src/server/**/*.test.ts',
            'src/bench/**/*.test.ts',
            'scripts/**/*.test.js',
          ],
          exclude: [...configDefaults.exclude, ...TIMED_TESTS],
        },
      },
      {
        extends: true,
        // After the others, one file at a time: these time a server while it works, and another
        // test's work on the same cores would be in their figures.
        test: {
          ...serverTests,
          name: 'node-alone',
          include: TIMED_TESTS,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'jsdom',
          include: ['src/{app,auth,components,features,lib}/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup-dom.ts'],
          // The first render of a lazily loaded screen can take seconds on a loaded 2-core machine.
          testTimeout: 15_000,
        },
      },
    ],
  },
}));
