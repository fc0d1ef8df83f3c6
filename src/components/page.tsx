import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useLocale } from '../lib/locale';

interface PageProps {
  title: string;
  /** One sentence under the heading saying what the page is for. */
  lead?: ReactNode;
  children?: ReactNode;
}

/**
 * A screen of the portal: sets the document title and, after a navigation, moves focus to the
 * heading so screen-reader and keyboard users learn that the route changed.
 */
export function Page({ title, lead, children }: PageProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { t } = useLocale();
  // The location the browser loaded keeps the browser's focus, so Tab reaches the skip link. The
  // router's own key says so, however late a lazily loaded screen mounts. Decided once: a later
  // change of title or language must not pull focus away from where the user is.
  const { key } = useLocation();
  const [navigatedHere] = useState(key !== 'default');
  useEffect(() => {
    document.title = t('common.app.documentTitle', { title });
  }, [title, t]);
  useEffect(() => {
    if (navigatedHere) heading.current?.focus();
  }, [navigatedHere]);

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
