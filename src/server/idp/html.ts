import { escapeHtml } from '../http';
import { PAGE_MESSAGES, type PageLanguage } from './messages';

export { escapeHtml };

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

/** The frame every page of the identity provider shares: no script, one stylesheet. */
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
<link rel="stylesheet" href="${escapeHtml(stylesheetHref)}">
<link rel="icon" type="image/svg+xml" href="${escapeHtml(iconHref)}">
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
