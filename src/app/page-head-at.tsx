import { matchRoutes } from 'react-router-dom';
import { PAGE_TITLE_ID, PageHeading } from '../components/page';
import { PAGE_HEADS, pageHeadWords, type PageWithHead } from '../components/page-heads';
import { PAGES, type AccessUser } from '../domain/access';
import { useLocale } from '../lib/locale';

const HEAD_ROUTES = (Object.keys(PAGE_HEADS) as PageWithHead[]).map((page) => ({
  path: PAGES[page].path,
  page,
}));

/**
 * The heading and lead of the page at `pathname`, where its words follow from the address (and
 * `user`, once signed in): what the portal shows before the screen itself can be drawn, so that
 * a phone on a slow connection says what is coming from its first paint on, and nothing moves
 * when the screen arrives. Nothing for a page whose words only its screen knows.
 */
export function PageHeadAt({ pathname, user }: { pathname: string; user?: AccessUser }) {
  const { t } = useLocale();
  const match = matchRoutes(HEAD_ROUTES, pathname)?.[0];
  if (match === undefined) return null;
  const words = pageHeadWords(match.route.page, t, match.params as Record<string, string>, user);
  return (
    <section className="page" aria-labelledby={PAGE_TITLE_ID}>
      <PageHeading title={words.title} lead={words.lead} />
    </section>
  );
}
