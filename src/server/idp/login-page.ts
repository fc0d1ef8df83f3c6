import { escapeHtml, renderPage } from './html';

export const WRONG_CREDENTIALS_MESSAGE = 'Wrong username or password.';

/** Says when signing in may be tried again: a wait of seconds, or a lock with its end. */
export function tryAgainMessage(until: Date, now: Date): string {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  if (seconds < 60) {
    return `Too many failed sign-ins. Wait ${seconds} second${seconds === 1 ? '' : 's'}, then try again.`;
  }
  const minutes = Math.ceil(seconds / 60);
  return `Too many failed sign-ins: signing in is locked for ${minutes} minute${minutes === 1 ? '' : 's'}. Try again after ${until.toISOString().slice(11, 16)} UTC.`;
}

export interface LoginPageModel {
  /** Where the form posts: the interaction's own URL. */
  action: string;
  stylesheetHref: string;
  /** Kept after a failed attempt, or taken from the request's login_hint. */
  username: string;
  /** Shown above the form and announced (role="alert"). */
  error?: string | undefined;
}

const ERROR_ID = 'sign-in-error';

/** The sign-in form: labelled fields, autocomplete hints, no script. */
export function renderLoginPage({
  action,
  stylesheetHref,
  username,
  error,
}: LoginPageModel): string {
  const invalid = error === undefined ? '' : ` aria-invalid="true" aria-describedby="${ERROR_ID}"`;
  // Focus goes where typing starts: the username, or the password when the username is known.
  const focusUsername = username === '' ? ' autofocus' : '';
  const focusPassword = username === '' ? '' : ' autofocus';
  const alert =
    error === undefined
      ? ''
      : `<p class="alert" role="alert" id="${ERROR_ID}">${escapeHtml(error)}</p>\n`;

  return renderPage({
    title: 'Sign in',
    stylesheetHref,
    content: `<h1>Sign in</h1>
${alert}<form method="post" action="${escapeHtml(action)}">
<div class="field">
<label for="username">Username</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required maxlength="255" value="${escapeHtml(username)}"${invalid}${focusUsername}>
</div>
<div class="field">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="1024"${invalid}${focusPassword}>
</div>
<button type="submit">Sign in</button>
</form>`,
  });
}
