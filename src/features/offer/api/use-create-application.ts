import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PORTAL_API, type CreateApplicationBody } from '../../../domain/contract';
import { callApi } from '../../../lib/api-client';
import { APPLICATIONS_QUERY_KEY } from '../../../lib/query-keys';

interface CreateApplication {
  body: CreateApplicationBody;
  /** The offer's key: the same offer sent twice (double click, retry) creates one application. */
  idempotencyKey: string;
}

/** `POST /application`, then the lists of applications are out of date. */
export function useCreateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: CreateApplication) =>
      callApi(PORTAL_API.createApplication, {
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: APPLICATIONS_QUERY_KEY });
    },
  });
}
