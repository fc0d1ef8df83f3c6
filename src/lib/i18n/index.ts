/** Languages and message catalogues of the portal (docs/i18n.md). */
export { i18n, isLoaded, laterMessage, loadLanguage, sayMessage, t, type Translate } from './i18n';
export { issueMessage } from './zod-issue';
export { problemMessage, reasonMessage } from './problem-message';
export {
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  pickLanguage,
  type Language,
} from './languages';
export { localeOfBrowser } from './locale-of-browser';
/** The Intl locale a language formats numbers and dates with. */
export { LOCALE_OF } from '../format';
export type { MessageId, MessageValues } from './message-id';
