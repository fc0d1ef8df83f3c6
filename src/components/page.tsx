import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { useLocation } from 'react-router-dom';
import type { AccessUser } from '../domain/access';
import type { MessageValues } from '../lib/i18n';
import { useLocale } from '../lib/locale';
import { pageHeadWords, type PageWithHead } from './page-heads';

/** The id of the page's heading: its section is labelled by it, and focus can be given to it. */
export const PAGE_TITLE_ID = 'page-title';

type PageProps = { children?: ReactNode } & (
  | {
      title: string;
      /** One sentence under the heading saying what the page is for. */
      lead?: ReactNode;
    }
  | {
      /** A page whose words follow from its address (`PAGE_HEADS`); `lead` replaces its lead. */
      head: PageWithHead;
      values?: MessageValues;
      /** Who reads it, for a lead that depends on the user. */
      user?: AccessUser;
      lead?: ReactNode;
    }
);

/**
 * A screen of the portal: sets the document title and, after a navigation, moves focus to the
 * heading so screen-reader and keyboard users learn that the route changed.
 */
export function Page(props: PageProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { t } = useLocale();
  const words = 'head' in props ? pageHeadWords(props.head, t, props.values, props.user) : props;
  const { title } = words;
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
    <section className="page" aria-labelledby={PAGE_TITLE_ID}>
      <PageHeading title={title} lead={props.lead ?? words.lead} headingRef={heading} />
      {props.children}
    </section>
  );
}

/**
 * A page's heading and lead: its screen's, and the same while the portal signs the user in and
 * fetches the screen's code (app/page-head-at.tsx).
 */
export function PageHeading({
  title,
  lead,
  headingRef,
}: {
  title: string;
  lead?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <>
      <h1 id={PAGE_TITLE_ID} ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      {lead === undefined ? null : <p className="page__lead">{lead}</p>}
    </>
  );
}
