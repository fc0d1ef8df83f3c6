import { escapeHtml, renderPage } from './html';
import { PAGE_MESSAGES, type PageLanguage } from './messages';

export interface NoticeContext {
  stylesheetHref: string;
  /** Where "Back to the portal" leads. */
  portalUrl: string;
}

function backToPortal(portalUrl: string, language: PageLanguage): string {
  const words = PAGE_MESSAGES[language];
  return `<p><a href="${escapeHtml(portalUrl)}">${escapeHtml(words.backToPortal)}</a></p>`;
}

/**
 * An error in the sign-in flow: what happened in words, the OAuth error code for whoever
 * debugs it, and a way back. Never a stack trace.
 */
export function renderErrorPage(
  context: NoticeContext,
  language: PageLanguage,
  { message, code }: { message: string; code?: string | undefined },
): string {
  const words = PAGE_MESSAGES[language];
  const codeLine =
    code === undefined
      ? ''
      : `<p class="detail">${escapeHtml(words.errorCode)} <code>${escapeHtml(code)}</code></p>\n`;
  return renderPage({
    language,
    title: words.problemTitle,
    stylesheetHref: context.stylesheetHref,
    content: `<h1>${escapeHtml(words.problemHeading)}</h1>
<p role="alert">${escapeHtml(message)}</p>
${codeLine}${backToPortal(context.portalUrl, language)}`,
  });
}

/**
 * Asked only when a sign-out request cannot prove it comes from the user's own portal session
 * (no or a foreign id_token_hint): a plain form with one button, no auto-submit.
 */
export function renderSignOutConfirmPage(
  context: NoticeContext,
  language: PageLanguage,
  { form, formId }: { form: string; formId: string },
): string {
  const words = PAGE_MESSAGES[language];
  return renderPage({
    language,
    title: words.signOutTitle,
    stylesheetHref: context.stylesheetHref,
    content: `<h1>${escapeHtml(words.signOutTitle)}</h1>
<p>${escapeHtml(words.signOutQuestion)}</p>
${form}
<button type="submit" form="${escapeHtml(formId)}" name="logout" value="yes">${escapeHtml(words.signOutButton)}</button>
${backToPortal(context.portalUrl, language)}`,
  });
}

export function renderSignedOutPage(context: NoticeContext, language: PageLanguage): string {
  const words = PAGE_MESSAGES[language];
  return renderPage({
    language,
    title: words.signedOutTitle,
    stylesheetHref: context.stylesheetHref,
    content: `<h1>${escapeHtml(words.signedOutHeading)}</h1>
${backToPortal(context.portalUrl, language)}`,
  });
}
