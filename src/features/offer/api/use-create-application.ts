import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PORTAL_API, type CreateApplicationBody } from '../../../domain/contract';
import { callApi } from '../../../lib/api-client';
import { APPLICATIONS_QUERY_KEY, OFFERS_QUERY_KEY } from '../../../lib/query-keys';

interface CreateApplication {
  body: CreateApplicationBody;
  /**
   * The unsaved offer's key: the same offer sent twice (double click, retry) creates one
   * application. A saved offer is its own key.
   */
  idempotencyKey: string;
  /**
   * The saved offer it is: the portal server then notes what it became, and answers a second
   * send of it with the first application.
   */
  offerId?: string | undefined;
}

/** Sends the offer, then the lists of applications and offers are out of date. */
export function useCreateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey, offerId }: CreateApplication) =>
      offerId === undefined
        ? callApi(PORTAL_API.createApplication, {
            body,
            headers: { 'Idempotency-Key': idempotencyKey },
          })
        : callApi(PORTAL_API.sendOffer, { params: { offerId }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: APPLICATIONS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: OFFERS_QUERY_KEY });
    },
  });
}
