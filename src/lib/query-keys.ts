/**
 * Query-key roots shared across features: features never import each other, yet creating an
 * application in the offer must refresh the lists on the home and applications pages.
 */
export const APPLICATIONS_QUERY_KEY = ['applications'] as const;

/** One application's page: a live change to it refreshes this and every list, no other page. */
export const APPLICATION_DETAILS_QUERY_KEY = [...APPLICATIONS_QUERY_KEY, 'detail'] as const;

/** Saved offers: the offer page saves them, the list of offers shows them. */
export const OFFERS_QUERY_KEY = ['offers'] as const;
