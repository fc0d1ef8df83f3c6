import { escapeHtml, renderPage } from './html';
import { PAGE_MESSAGES, type PageLanguage } from './messages';

export interface LoginPageModel {
  language: PageLanguage;
  /** Where the form posts: the interaction's own URL. */
  action: string;
  stylesheetHref: string;
  iconHref: string;
  /** Kept after a failed attempt, or taken from the request's login_hint. */
  username: string;
  /** Shown above the form and announced (role="alert"). */
  error?: string | undefined;
}

const ERROR_ID = 'sign-in-error';

/** The sign-in form: labelled fields, autocomplete hints, no script. */
export function renderLoginPage({
  language,
  action,
  stylesheetHref,
  iconHref,
  username,
  error,
}: LoginPageModel): string {
  const words = PAGE_MESSAGES[language];
  const invalid = error === undefined ? '' : ` aria-invalid="true" aria-describedby="${ERROR_ID}"`;
  // Focus goes where typing starts: the username, or the password when the username is known.
  const focusUsername = username === '' ? ' autofocus' : '';
  const focusPassword = username === '' ? '' : ' autofocus';
  const alert =
    error === undefined
      ? ''
      : `<p class="alert" role="alert" id="${ERROR_ID}">${escapeHtml(error)}</p>\n`;

  return renderPage({
    language,
    title: words.signInTitle,
    stylesheetHref,
    iconHref,
    content: `<h1>${escapeHtml(words.signInTitle)}</h1>
${alert}<form method="post" action="${escapeHtml(action)}">
<div class="field">
<label for="username">${escapeHtml(words.username)}</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required maxlength="255" value="${escapeHtml(username)}"${invalid}${focusUsername}>
</div>
<div class="field">
<label for="password">${escapeHtml(words.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="1024"${invalid}${focusPassword}>
</div>
<button type="submit">${escapeHtml(words.signInButton)}</button>
</form>`,
  });
}
