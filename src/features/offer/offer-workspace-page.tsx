import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { Page } from '../../components/page';
import { QueryError } from '../../components/query-error';
import { Skeleton } from '../../components/skeleton';
import { useLocale } from '../../lib/locale';
import { OFFERS_QUERY_KEY } from '../../lib/query-keys';
import { savedOffers } from './api/saved-offers';
import { draftOfSavedOffer, loadDraft, newDraft } from './model/offer-draft';
import { NewOfferPage } from './new-offer-page';

const NEW_OFFER = 'new';

/**
 * `/offers/new` and `/offers/:offerId`: one route, so that the address can change to the saved
 * offer's as the first save lands without the page starting over. A page carries its workspace
 * key in the address's state; any other visit (a link, the header, Back) opens afresh.
 */
export function OfferWorkspacePage() {
  const { offerId = NEW_OFFER } = useParams();
  const location = useLocation();
  const carried = (location.state as { workspace?: unknown } | null)?.workspace;
  const workspaceKey = typeof carried === 'string' ? carried : location.key;
  return <OfferWorkspace key={workspaceKey} offerId={offerId} workspaceKey={workspaceKey} />;
}

/**
 * Decides once, as the workspace opens, what it starts from: the tab's draft or the saved offer.
 * The address changing under it later (the first save, a copy) must not start it over.
 */
function OfferWorkspace({ offerId, workspaceKey }: { offerId: string; workspaceKey: string }) {
  const [opened] = useState(() => {
    const draft = loadDraft();
    // Work not yet saved anywhere goes on; a draft of a saved offer stays with that offer.
    if (offerId === NEW_OFFER) return { draft: draft.saved === undefined ? draft : newDraft() };
    // A reload: the draft holds this offer with any edits made since its last save.
    if (draft.saved?.offerId === offerId) return { draft };
    return { savedOfferId: offerId };
  });
  return opened.draft === undefined ? (
    <SavedOffer offerId={opened.savedOfferId} workspaceKey={workspaceKey} />
  ) : (
    <NewOfferPage initial={opened.draft} workspaceKey={workspaceKey} />
  );
}

function SavedOffer({ offerId, workspaceKey }: { offerId: string; workspaceKey: string }) {
  const { t } = useLocale();
  const offer = useQuery({
    queryKey: [...OFFERS_QUERY_KEY, 'offer', offerId],
    queryFn: ({ signal }) => savedOffers.get(offerId, signal),
    // The page edits its own copy from here on.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  if (offer.data !== undefined) {
    return (
      <NewOfferPage
        initial={draftOfSavedOffer(offer.data)}
        savedAt={offer.data.updatedAt}
        workspaceKey={workspaceKey}
        sentAs={
          offer.data.status === 'application' ? (offer.data.applicationId ?? undefined) : undefined
        }
      />
    );
  }
  return (
    <Page title={t('offer.page.title')}>
      {offer.isPending ? (
        <Skeleton label={t('offer.saved.loading')} lines={6} />
      ) : (
        <QueryError
          title={t('offer.saved.loadFailed')}
          error={offer.error}
          onRetry={() => void offer.refetch()}
        />
      )}
    </Page>
  );
}
