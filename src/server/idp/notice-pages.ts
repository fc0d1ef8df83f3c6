import { escapeHtml, renderPage } from './html';
import { PAGE_MESSAGES, type PageLanguage } from './messages';

export interface NoticeContext {
  stylesheetHref: string;
  iconHref: string;
  /** Where "Back to the portal" leads. */
  portalUrl: string;
}

/** A notice: its title, a heading, what it says (HTML, each line ended), and the way back. */
function renderNotice(
  context: NoticeContext,
  language: PageLanguage,
  { title, heading, body = '' }: { title: string; heading: string; body?: string },
): string {
  const back = escapeHtml(PAGE_MESSAGES[language].backToPortal);
  return renderPage({
    language,
    title,
    stylesheetHref: context.stylesheetHref,
    iconHref: context.iconHref,
    content: `<h1>${escapeHtml(heading)}</h1>
${body}<p><a href="${escapeHtml(context.portalUrl)}">${back}</a></p>`,
  });
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
  return renderNotice(context, language, {
    title: words.problemTitle,
    heading: words.problemHeading,
    body: `<p role="alert">${escapeHtml(message)}</p>\n${codeLine}`,
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
  return renderNotice(context, language, {
    title: words.signOutTitle,
    heading: words.signOutTitle,
    body: `<p>${escapeHtml(words.signOutQuestion)}</p>
${form}
<button type="submit" form="${escapeHtml(formId)}" name="logout" value="yes">${escapeHtml(words.signOutButton)}</button>
`,
  });
}

export function renderSignedOutPage(context: NoticeContext, language: PageLanguage): string {
  const words = PAGE_MESSAGES[language];
  return renderNotice(context, language, {
    title: words.signedOutTitle,
    heading: words.signedOutHeading,
  });
}
