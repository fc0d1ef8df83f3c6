import type { PAGES } from '../domain/access';
import type { MessageId, MessageValues, Translate } from '../lib/i18n';

/** A page's heading and the sentence under it, as the catalogues' message ids. */
export interface PageHead {
  title: MessageId;
  lead?: MessageId;
}

/**
 * The heading and lead of each page whose words follow from its address alone: an application's
 * title takes its number from the address (a message's placeholders are named as the path's
 * parameters). The screen shows them, and so does the portal from its first paint on, while it
 * signs the user in and fetches the screen's code (app/starting-page.tsx). Pages left out name
 * whose list, which salesperson or whether an offer was sent: only their screen knows.
 */
export const PAGE_HEADS = {
  home: { title: 'home.page.title', lead: 'home.page.lead' },
  newOffer: { title: 'offer.page.title', lead: 'offer.page.lead' },
  offers: { title: 'offers.list.title', lead: 'offers.list.lead' },
  application: { title: 'applications.page.title' },
  salespeople: { title: 'salespeople.page.title', lead: 'salespeople.page.lead' },
  profile: { title: 'salespeople.profile.title', lead: 'salespeople.profile.lead' },
  // Its lead depends on the user's role.
  dashboard: { title: 'dashboard.page.title' },
} as const satisfies Partial<Record<keyof typeof PAGES, PageHead>>;

export type PageWithHead = keyof typeof PAGE_HEADS;

/** A page's head in the user's language, its placeholders filled from `values`. */
export function pageHeadWords(
  page: PageWithHead,
  t: Translate,
  values?: MessageValues,
): { title: string; lead?: string } {
  const head: PageHead = PAGE_HEADS[page];
  return { title: t(head.title, values), lead: head.lead && t(head.lead, values) };
}
