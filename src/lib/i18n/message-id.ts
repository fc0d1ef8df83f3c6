import type applications from '../../locales/en/applications.json';
import type common from '../../locales/en/common.json';
import type dashboard from '../../locales/en/dashboard.json';
import type home from '../../locales/en/home.json';
import type offer from '../../locales/en/offer.json';
import type offers from '../../locales/en/offers.json';
import type salespeople from '../../locales/en/salespeople.json';

/** Every message id of the catalogues: a misspelt id fails the type check. */
export type MessageId = keyof (typeof common &
  typeof offer &
  typeof offers &
  typeof applications &
  typeof salespeople &
  typeof home &
  typeof dashboard);

/** Values for a message's ICU placeholders: numbers for plurals, text already formatted. */
export type MessageValues = Record<string, string | number>;
