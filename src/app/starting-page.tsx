import { useEffect, useState } from 'react';
import { useLocale } from '../lib/locale';
import { PageHeadAt } from './page-head-at';
import { preloadScreenAt } from './router';

/**
 * What a load shows while the portal signs the user in: the header and, for a page whose words
 * follow from its address, the heading and lead its screen shows too. The screen's code is
 * fetched only once that paint is done: fetched beside the language's catalogue, it would take
 * the bandwidth the first paint waits for (docs/performance.md). It needs no token, so it still
 * arrives while the sign-in goes on.
 */
export function StartingPage() {
  const { t } = useLocale();
  // The address the load began at: the sign-in's return may rewrite it.
  const [pathname] = useState(() => window.location.pathname);
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
  return (
    <>
      <header className="app-header">
        <span className="app-header__brand">{t('common.app.name')}</span>
      </header>
      <main id="main" className="app-main">
        <PageHeadAt pathname={pathname} />
        <p className="app-status" role="status">
          {t('common.auth.signingIn')}
        </p>
      </main>
    </>
  );
}
