import { actsForAnySalesperson, type AccessUser, type PAGES } from '../domain/access';
import type { MessageId, MessageValues, Translate } from '../lib/i18n';

/** A page's heading and the sentence under it, as the catalogues' message ids. */
export interface PageHead {
  title: MessageId;
  /** One lead, or the lead for the user reading it. */
  lead?: MessageId | ((user: AccessUser) => MessageId);
}

/**
 * The heading and lead of each page whose words follow from its address and its reader alone:
 * an application's title takes its number from the address (a message's placeholders are named
 * as the path's parameters). The screen shows them, and so does the portal from its first paint
 * on, while it signs the user in (without a lead that depends on the user, not known yet) and
 * fetches the screen's code (app/page-head-at.tsx). Pages left out name whose list, which
 * salesperson or whether an offer was sent: only their screen knows.
 */
export const PAGE_HEADS = {
  home: { title: 'home.page.title', lead: 'home.page.lead' },
  newOffer: { title: 'offer.page.title', lead: 'offer.page.lead' },
  offers: { title: 'offers.list.title', lead: 'offers.list.lead' },
  application: { title: 'applications.page.title' },
  salespeople: { title: 'salespeople.page.title', lead: 'salespeople.page.lead' },
  profile: { title: 'salespeople.profile.title', lead: 'salespeople.profile.lead' },
  dashboard: {
    title: 'dashboard.page.title',
    lead: (user) =>
      actsForAnySalesperson(user) ? 'dashboard.page.leadManager' : 'dashboard.page.leadStaff',
  },
} as const satisfies Partial<Record<keyof typeof PAGES, PageHead>>;

export type PageWithHead = keyof typeof PAGE_HEADS;

/**
 * A page's head in the user's language, its placeholders filled from `values`; without `user`,
 * a lead that depends on the user is left out.
 */
export function pageHeadWords(
  page: PageWithHead,
  t: Translate,
  values?: MessageValues,
  user?: AccessUser,
): { title: string; lead?: string } {
  const head: PageHead = PAGE_HEADS[page];
  const lead = typeof head.lead === 'function' ? user && head.lead(user) : head.lead;
  return { title: t(head.title, values), lead: lead && t(lead, values) };
}
