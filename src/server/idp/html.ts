import { createHash } from 'node:crypto';
import { escapeHtml } from '../http';
import { LOGIN_STYLESHEET } from './login-styles';
import { PAGE_MESSAGES, type PageLanguage } from './messages';
import { PORTAL_ICON } from './portal-icon';

export { escapeHtml };

/**
 * How long a browser keeps the pages' stylesheet and icon: a year, without asking again. Their
 * URLs carry a hash of their content (`?v=…`), so a changed file is a new URL.
 */
export const VERSIONED_FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const contentVersion = (content: string) =>
  createHash('sha256').update(content).digest('base64url').slice(0, 12);
const STYLESHEET_VERSION = contentVersion(LOGIN_STYLESHEET);
const ICON_VERSION = contentVersion(PORTAL_ICON);

export interface PageParts {
  language: PageLanguage;
  /** The page's own title; the portal's name is appended. */
  title: string;
  /** Where the stylesheet is served (the plugin's own, no inline styles). */
  stylesheetHref: string;
  /** Where the portal's icon is served (the plugin's own): declared, so no /favicon.ico is asked. */
  iconHref: string;
  /** Trusted markup: build it with escapeHtml around every value. */
  content: string;
}

/**
 * The frame every page of the identity provider shares: no script, one stylesheet. The
 * stylesheet's and icon's URLs are versioned by their content (VERSIONED_FILE_CACHE_CONTROL).
 */
export function renderPage({
  language,
  title,
  stylesheetHref,
  iconHref,
  content,
}: PageParts): string {
  const portalName = PAGE_MESSAGES[language].portalName;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(portalName)}</title>
<link rel="stylesheet" href="${escapeHtml(`${stylesheetHref}?v=${STYLESHEET_VERSION}`)}">
<link rel="icon" type="image/svg+xml" href="${escapeHtml(`${iconHref}?v=${ICON_VERSION}`)}">
</head>
<body>
<main class="card">
<p class="brand">${escapeHtml(portalName)}</p>
${content}
</main>
</body>
</html>
`;
}
