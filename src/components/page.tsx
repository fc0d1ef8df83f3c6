import { useEffect, useRef, type ReactNode } from 'react';
import { useLocale } from '../lib/locale';

interface PageProps {
  title: string;
  /** One sentence under the heading saying what the page is for. */
  lead?: ReactNode;
  children?: ReactNode;
}

/** The first screen after a page load keeps the browser's focus, so Tab reaches the skip link. */
let isFirstScreen = true;

/**
 * A screen of the portal: sets the document title and, after a navigation, moves focus to the
 * heading so screen-reader and keyboard users learn that the route changed.
 */
export function Page({ title, lead, children }: PageProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { t } = useLocale();
  useEffect(() => {
    document.title = t('common.app.documentTitle', { title });
    if (isFirstScreen) isFirstScreen = false;
    else heading.current?.focus();
  }, [title, t]);

  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {lead === undefined ? null : <p className="page__lead">{lead}</p>}
      {children}
    </section>
  );
}
