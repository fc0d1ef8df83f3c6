import { matchRoutes } from 'react-router-dom';
import type { ReactNode } from 'react';
import { PageSection, useDocumentTitle } from '../components/page';
import { PAGE_HEADS, pageHeadWords, type PageWithHead } from '../components/page-heads';
import { PAGES, type AccessUser } from '../domain/access';
import { useLocale } from '../lib/locale';

const HEAD_ROUTES = (Object.keys(PAGE_HEADS) as PageWithHead[]).map((page) => ({
  path: PAGES[page].path,
  page,
}));

/**
 * The heading and lead of the page at `pathname`, where its words follow from the address (and
 * `user`, once signed in), and its name in the browser's tab: what the portal shows before the
 * screen itself can be drawn, so that a phone on a slow connection says what is coming from its
 * first paint on, and nothing moves when the screen arrives. `otherwise` for a page whose words
 * only its screen knows.
 */
export function PageHeadAt({
  pathname,
  user,
  otherwise = null,
}: {
  pathname: string;
  user?: AccessUser;
  otherwise?: ReactNode;
}) {
  const { t } = useLocale();
  const match = matchRoutes(HEAD_ROUTES, pathname)?.[0];
  const words =
    match && pageHeadWords(match.route.page, t, match.params as Record<string, string>, user);
  useDocumentTitle(words?.title);
  return words === undefined ? otherwise : <PageSection title={words.title} lead={words.lead} />;
}
