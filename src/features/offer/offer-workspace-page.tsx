import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router-dom';
import { Page } from '../../components/page';
import { QueryError } from '../../components/query-error';
import { Skeleton } from '../../components/skeleton';
import { useLocale } from '../../lib/locale';
import { OFFERS_QUERY_KEY } from '../../lib/query-keys';
import { savedOffers } from '../../lib/saved-offers';
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
  const workspace = typeof carried === 'string' ? carried : location.key;
  const draft = loadDraft();

  if (offerId === NEW_OFFER) {
    // Work not yet saved anywhere goes on; a draft of a saved offer stays with that offer.
    const initial = draft.saved === undefined ? draft : newDraft();
    return <NewOfferPage key={workspace} initial={initial} workspace={workspace} />;
  }
  if (draft.saved?.offerId === offerId) {
    // A reload: the draft holds this offer with any edits made since its last save.
    return <NewOfferPage key={workspace} initial={draft} workspace={workspace} />;
  }
  return <SavedOffer key={workspace} offerId={offerId} workspace={workspace} />;
}

function SavedOffer({ offerId, workspace }: { offerId: string; workspace: string }) {
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
        workspace={workspace}
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
