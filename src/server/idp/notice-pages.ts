import { escapeHtml, renderPage } from './html';

export interface NoticeContext {
  stylesheetHref: string;
  /** Where "Back to the portal" leads. */
  portalUrl: string;
}

function backToPortal(portalUrl: string): string {
  return `<p><a href="${escapeHtml(portalUrl)}">Back to the portal</a></p>`;
}

/**
 * An error in the sign-in flow: what happened in words, the OAuth error code for whoever
 * debugs it, and a way back. Never a stack trace.
 */
export function renderErrorPage(
  context: NoticeContext,
  { message, code }: { message: string; code?: string | undefined },
): string {
  const codeLine =
    code === undefined
      ? ''
      : `<p class="detail">Error code: <code>${escapeHtml(code)}</code></p>\n`;
  return renderPage({
    title: 'Sign-in problem',
    stylesheetHref: context.stylesheetHref,
    content: `<h1>Sign-in could not continue</h1>
<p role="alert">${escapeHtml(message)}</p>
${codeLine}${backToPortal(context.portalUrl)}`,
  });
}

/**
 * Asked only when a sign-out request cannot prove it comes from the user's own portal session
 * (no or a foreign id_token_hint): a plain form with one button, no auto-submit.
 */
export function renderSignOutConfirmPage(
  context: NoticeContext,
  { form, formId }: { form: string; formId: string },
): string {
  return renderPage({
    title: 'Sign out',
    stylesheetHref: context.stylesheetHref,
    content: `<h1>Sign out</h1>
<p>Do you want to sign out of the portal?</p>
${form}
<button type="submit" form="${escapeHtml(formId)}" name="logout" value="yes">Sign out</button>
${backToPortal(context.portalUrl)}`,
  });
}

export function renderSignedOutPage(context: NoticeContext): string {
  return renderPage({
    title: 'Signed out',
    stylesheetHref: context.stylesheetHref,
    content: `<h1>You are signed out</h1>
${backToPortal(context.portalUrl)}`,
  });
}
