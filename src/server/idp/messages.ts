import { NORWEGIAN_TIME_ZONE } from '../../domain/norwegian-time';

/**
 * The sign-in pages' words in the portal's two languages. The language comes from the
 * authorization request's `ui_locales` (the portal sends the language the user chose), else the
 * browser's `Accept-Language`, else bokmål, the portal's first language.
 */
export type PageLanguage = 'nb' | 'en';

const en = {
  portalName: 'Dealer financing portal',
  signInTitle: 'Sign in',
  username: 'Username',
  password: 'Password',
  signInButton: 'Sign in',
  wrongCredentials: 'Wrong username or password.',
  missingCredentials: 'Enter your username and password.',
  expired:
    'This sign-in page has expired or was already used. Go back to the portal and sign in again.',
  badRequest: 'The request could not be processed.',
  serverError: 'Something went wrong on our side. Try again shortly.',
  problemTitle: 'Sign-in problem',
  problemHeading: 'Sign-in could not continue',
  errorCode: 'Error code:',
  backToPortal: 'Back to the portal',
  signOutTitle: 'Sign out',
  signOutQuestion: 'Do you want to sign out of the portal?',
  signOutButton: 'Sign out',
  signedOutTitle: 'Signed out',
  signedOutHeading: 'You are signed out',
  accessDenied: 'Access was denied.',
  invalidRequest: 'The sign-in request was not valid. Go back to the portal and try again.',
  loginRequired: 'You need to sign in first.',
  unknownError: 'The sign-in could not be completed.',
} as const;

export type PageMessages = Record<keyof typeof en, string>;

const nb: PageMessages = {
  portalName: 'Forhandlerportal for finansiering',
  signInTitle: 'Logg inn',
  username: 'Brukernavn',
  password: 'Passord',
  signInButton: 'Logg inn',
  wrongCredentials: 'Feil brukernavn eller passord.',
  missingCredentials: 'Skriv brukernavn og passord.',
  expired:
    'Denne innloggingssiden er utløpt eller allerede brukt. Gå tilbake til portalen og logg inn på nytt.',
  badRequest: 'Forespørselen kunne ikke behandles.',
  serverError: 'Noe gikk galt hos oss. Prøv igjen om litt.',
  problemTitle: 'Problem med innlogging',
  problemHeading: 'Innloggingen kunne ikke fortsette',
  errorCode: 'Feilkode:',
  backToPortal: 'Tilbake til portalen',
  signOutTitle: 'Logg ut',
  signOutQuestion: 'Vil du logge ut av portalen?',
  signOutButton: 'Logg ut',
  signedOutTitle: 'Logget ut',
  signedOutHeading: 'Du er logget ut',
  accessDenied: 'Tilgang ble nektet.',
  invalidRequest: 'Innloggingsforespørselen var ugyldig. Gå tilbake til portalen og prøv igjen.',
  loginRequired: 'Du må logge inn først.',
  unknownError: 'Innloggingen kunne ikke fullføres.',
};

export const PAGE_MESSAGES: Record<PageLanguage, PageMessages> = { nb, en };

/** When a throttled user may sign in again: a short wait in seconds, a lock until a time of day. */
export function tryAgainMessage(language: PageLanguage, until: Date, now: Date): string {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  const plural = (count: number, one: string, other: string) =>
    `${count} ${count === 1 ? one : other}`;
  if (seconds < 60) {
    return language === 'nb'
      ? `For mange mislykkede innlogginger. Vent ${plural(seconds, 'sekund', 'sekunder')} og prøv igjen.`
      : `Too many failed sign-ins. Wait ${plural(seconds, 'second', 'seconds')}, then try again.`;
  }
  const minutes = Math.ceil(seconds / 60);
  // Norwegian time, as the dealership's clock shows it.
  const time = new Intl.DateTimeFormat(language === 'nb' ? 'nb-NO' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: NORWEGIAN_TIME_ZONE,
  }).format(until);
  return language === 'nb'
    ? `For mange mislykkede innlogginger: innlogging er låst i ${plural(minutes, 'minutt', 'minutter')}. Prøv igjen etter kl. ${time}.`
    : `Too many failed sign-ins: signing in is locked for ${plural(minutes, 'minute', 'minutes')}. Try again after ${time} (Norwegian time).`;
}

/** The first of the given language tags (in order of preference) the pages speak. */
function firstSpoken(tags: readonly string[]): PageLanguage | undefined {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (primary === 'nb' || primary === 'no' || primary === 'nn') return 'nb';
    if (primary === 'en') return 'en';
  }
  return undefined;
}

/** `Accept-Language`'s tags, most preferred first (`q` weights; a tag without one counts 1). */
function acceptedTags(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.split(';');
      const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

/** `ui_locales` (space-separated, in order of preference), then `Accept-Language`, then bokmål. */
export function pageLanguage(uiLocales: unknown, acceptLanguage: string | undefined): PageLanguage {
  const requested = typeof uiLocales === 'string' ? uiLocales.split(/\s+/) : [];
  return firstSpoken(requested) ?? firstSpoken(acceptedTags(acceptLanguage ?? '')) ?? 'nb';
}

/** The same choice for oidc-provider's own pages (errors, sign-out), which see a Koa context. */
export function koaPageLanguage(ctx: {
  get: (header: string) => string;
  oidc?: { params?: Record<string, unknown> | undefined } | undefined;
}): PageLanguage {
  return pageLanguage(ctx.oidc?.params?.ui_locales, ctx.get('accept-language'));
}
