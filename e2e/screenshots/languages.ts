/**
 * The languages the user guide's pictures are taken in, bokmål first, each with the browser
 * language (Playwright's `locale`) that makes the portal, and through `ui_locales` the sign-in
 * page, start in it (docs/i18n.md). playwright.screenshots.config.ts makes a project of each.
 */
export const LANGUAGES = {
  nb: { locale: 'nb-NO' },
  en: { locale: 'en-GB' },
} as const;

export type Language = keyof typeof LANGUAGES;

/** The option a screenshot project sets: which language its pictures are in. */
export interface LanguageOption {
  language: Language;
}
