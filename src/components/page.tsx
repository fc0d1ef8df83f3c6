import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { useLocation } from 'react-router-dom';
import type { AccessUser } from '../domain/access';
import type { MessageId, MessageValues } from '../lib/i18n';
import { useLocale } from '../lib/locale';
import { pageHeadWords, type PAGE_HEADS, type PageWithHead } from './page-heads';

/** The id of the page's heading: its section is labelled by it, and focus can be given to it. */
export const PAGE_TITLE_ID = 'page-title';

/** Who reads the page, where its lead depends on the reader (`PAGE_HEADS`). */
type ReaderOf<Head extends PageWithHead> = (typeof PAGE_HEADS)[Head] extends {
  lead: (user: AccessUser) => MessageId;
}
  ? { user: AccessUser }
  : { user?: undefined };

type PageProps<Head extends PageWithHead> = { children?: ReactNode } & (
  | {
      title: string;
      /** One sentence under the heading saying what the page is for. */
      lead?: ReactNode;
    }
  | ({
      /** A page whose words follow from its address (`PAGE_HEADS`); `lead` replaces its lead. */
      head: Head;
      values?: MessageValues;
      lead?: ReactNode;
    } & ReaderOf<Head>)
);

/** Names the page in the browser's tab and history (`undefined` leaves the name as it is). */
export function useDocumentTitle(title: string | undefined): void {
  const { t } = useLocale();
  useEffect(() => {
    if (title !== undefined) document.title = t('common.app.documentTitle', { title });
  }, [title, t]);
}

/**
 * A screen of the portal: sets the document title and, after a navigation, moves focus to the
 * heading so screen-reader and keyboard users learn that the route changed.
 */
export function Page<Head extends PageWithHead>(props: PageProps<Head>) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { t } = useLocale();
  const words = 'head' in props ? pageHeadWords(props.head, t, props.values, props.user) : props;
  const { title } = words;
  // The location the browser loaded keeps the browser's focus, so Tab reaches the skip link. The
  // router's own key says so, however late a lazily loaded screen mounts. Decided once: a later
  // change of title or language must not pull focus away from where the user is.
  const { key } = useLocation();
  const [navigatedHere] = useState(key !== 'default');
  useDocumentTitle(title);
  useEffect(() => {
    if (navigatedHere) heading.current?.focus();
  }, [navigatedHere]);

  return (
    <PageSection title={title} lead={props.lead ?? words.lead} headingRef={heading}>
      {props.children}
    </PageSection>
  );
}

/**
 * A page: its heading, its lead and what follows. The screen's, and its head alone while the
 * portal signs the user in and fetches the screen's code (app/page-head-at.tsx).
 */
export function PageSection({
  title,
  lead,
  headingRef,
  children,
}: {
  title: string;
  lead?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}) {
  return (
    <section className="page" aria-labelledby={PAGE_TITLE_ID}>
      <h1 id={PAGE_TITLE_ID} ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      {lead === undefined ? null : <p className="page__lead">{lead}</p>}
      {children}
    </section>
  );
}
