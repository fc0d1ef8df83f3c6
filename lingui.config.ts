import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-json';

/**
 * The portal's message catalogues: one JSON file per language and area (`src/locales/<language>/
 * <area>.json`), ICU messages under explicit ids, compiled at build time by `@lingui/vite-plugin`
 * (imported with `?lingui`). No extraction: the English catalogue is written by hand and a test
 * keeps the languages' keys and placeholders equal. How to add messages: docs/i18n.md.
 */
export const CATALOGUE_AREAS = [
  'common',
  'offer',
  'offers',
  'applications',
  'salespeople',
  'home',
  'dashboard',
] as const;

export default defineConfig({
  locales: ['nb', 'en'],
  sourceLocale: 'en',
  catalogs: CATALOGUE_AREAS.map((area) => ({
    path: `<rootDir>/src/locales/{locale}/${area}`,
    include: [],
  })),
  format: formatter({ style: 'minimal' }),
});
