import { useEffect, useState } from 'react';
import { matchRoutes } from 'react-router-dom';
import { PAGE_TITLE_ID, PageHeading } from '../components/page';
import { PAGE_HEADS, pageHeadWords, type PageWithHead } from '../components/page-heads';
import { PAGES } from '../domain/access';
import { useLocale } from '../lib/locale';
import { preloadScreenAt } from './router';

const HEAD_ROUTES = (Object.keys(PAGE_HEADS) as PageWithHead[]).map((page) => ({
  path: PAGES[page].path,
  page,
}));

/**
 * What a load shows while the portal signs the user in: the header and, for a page whose words
 * follow from its address, the heading and lead its screen shows too, so that a phone on a slow
 * connection says what is coming from the first paint on. The screen's code is fetched only once
 * that paint is done: fetched beside the language's catalogue, it would take the bandwidth the
 * first paint waits for (docs/performance.md). It needs no token, so it still arrives while the
 * sign-in goes on.
 */
export function StartingPage() {
  const { t } = useLocale();
  // The address the load began at: the sign-in's return may rewrite it.
  const [pathname] = useState(() => window.location.pathname);
  const match = matchRoutes(HEAD_ROUTES, pathname)?.[0];
  useEffect(() => {
    // A frame's callback runs before its paint; a task queued from it runs after.
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => {
        preloadScreenAt(pathname);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [pathname]);
  const words = match && pageHeadWords(match.route.page, t, match.params as Record<string, string>);
  return (
    <>
      <header className="app-header">
        <span className="app-header__brand">{t('common.app.name')}</span>
      </header>
      <main id="main" className="app-main">
        {words === undefined ? null : (
          <section className="page" aria-labelledby={PAGE_TITLE_ID}>
            <PageHeading title={words.title} lead={words.lead} />
          </section>
        )}
        <p className="app-status" role="status">
          {t('common.auth.signingIn')}
        </p>
      </main>
    </>
  );
}
