/** Languages and message catalogues of the portal (docs/i18n.md). */
export { i18n, isLoaded, laterMessage, loadLanguage, sayMessage, t, type Translate } from './i18n';
export { issueMessage } from './zod-issue';
export { problemMessage, reasonMessage } from './problem-message';
export {
  isLanguage,
  LANGUAGES,
  languageOfBrowser,
  LOCALE_OF,
  localeOfBrowser,
  type Language,
} from './languages';
export type { MessageId, MessageValues } from './message-id';
