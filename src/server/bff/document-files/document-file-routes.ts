import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DOCUMENT_FILE_TYPES,
  MAX_DOCUMENT_FILE_BYTES,
  PORTAL_API,
  routePath,
  UNKNOWN_FILE_TYPE,
} from '../../../domain/contract';
import { acceptFileBodies, createUploadLimit, HttpProblem, useZodSchemas } from '../../http';
import { openApplication } from '../application-access';
import { apiRoute } from '../api-route';
import type { ServiceResponse } from '../partner-api-client';
import type { PortalUser } from '../portal-user';
import { sendServiceResponse, type Relay } from '../relay';
import { signedInUser } from '../signed-in-user';
import { relayedFile } from './relayed-file';

export type DocumentFileRoutesOptions = Pick<Relay, 'callService' | 'receiveFile'>;

/**
 * Files a salesperson sends at once at most (docs/operations.md, Uploads): a few, as people
 * do; more are 429, so one user's many files cannot take the service's time from everyone
 * else's.
 */
export const UPLOADS_PER_USER = 3;

/** Whose uploads count together: the salesperson's, or the user's when they sell as no one. */
const senderOf = (user: PortalUser): string =>
  user.salesPersonId === undefined ? `user ${user.subject}` : `salesperson ${user.salesPersonId}`;

const isDocumentFileType = (contentType: string | undefined): boolean =>
  (DOCUMENT_FILE_TYPES as readonly (string | undefined)[]).includes(contentType);

/** The service's name for the file, when it is a plain one; else the browser names it. */
const dispositionOf = (header: string | undefined): string =>
  header !== undefined && /^attachment; filename="[\w.-]{1,200}"$/.test(header)
    ? header
    : 'attachment';

/** The service's path of the file: the same as the portal's. */
const servicePath = (params: { id: number; documentId: number }) =>
  routePath(PORTAL_API.documentFile, { params });

/**
 * A document's file, up and down, for those who may open the application (staff their own, a
 * manager any). The bytes go to the service unjudged: it decides the type from the content,
 * never from the name the browser gave it, so they travel as application/octet-stream.
 */
export async function documentFileRoutes(
  instance: FastifyInstance,
  { callService, receiveFile }: DocumentFileRoutesOptions,
) {
  acceptFileBodies(instance, { limit: MAX_DOCUMENT_FILE_BYTES });
  const uploads = createUploadLimit({ perSender: UPLOADS_PER_USER, sender: 'You are' });
  const api = useZodSchemas(instance);
  /** The application the file belongs to, once the user may open it (else 404). */
  const openItsApplication = (request: FastifyRequest, applicationId: number) =>
    openApplication(callService, request, signedInUser(request), applicationId);

  /** The service's answer to the file, relayed as it arrives once the user may send it. */
  async function relayUpload(
    request: FastifyRequest,
    params: { id: number; documentId: number },
  ): Promise<ServiceResponse> {
    const opened = await openItsApplication(request, params.id);
    if (opened.status !== 200) return opened;
    const file = relayedFile(request);
    const length = request.headers['content-length'];
    const answer = await callService(request, {
      method: 'PUT',
      path: servicePath(params),
      file: { content: file.stream, contentType: UNKNOWN_FILE_TYPE },
      ...(length === undefined ? {} : { headers: { 'content-length': length } }),
    }).then(
      (response) => ({ response }),
      (error: unknown) => ({ error }),
    );
    // A file over the limit is the sender's fault, whatever the service call made of it.
    await file.finish().catch((error: unknown) => {
      if (error instanceof HttpProblem) throw error;
    });
    if ('error' in answer) throw answer.error;
    return answer.response;
  }

  api.route({
    ...apiRoute(PORTAL_API.uploadDocumentFile, { waitsOutside: true }),
    bodyLimit: MAX_DOCUMENT_FILE_BYTES,
    handler: async (request, reply) => {
      const end = uploads.begin(senderOf(signedInUser(request)));
      const response = await relayUpload(request, request.params).finally(end);
      return sendServiceResponse(reply, response);
    },
  });

  api.route({
    ...apiRoute(PORTAL_API.documentFile, { waitsOutside: true }),
    handler: async (request, reply) => {
      const opened = await openItsApplication(request, request.params.id);
      if (opened.status !== 200) return sendServiceResponse(reply, opened);
      const file = await receiveFile(request, { method: 'GET', path: servicePath(request.params) });
      if (file.status !== 200) {
        return sendServiceResponse(reply, { ...file, body: file.content.toString('utf8') });
      }
      // Only the types the service keeps reach the browser, never anything it could run.
      if (!isDocumentFileType(file.contentType)) {
        request.log.error(
          { contentType: file.contentType },
          'the service sent a file of no known type',
        );
        throw new HttpProblem({
          status: 502,
          detail: 'The financing service sent the file in a form the portal cannot show.',
        });
      }
      return reply
        .type(file.contentType ?? UNKNOWN_FILE_TYPE)
        .header('content-disposition', dispositionOf(file.contentDisposition))
        .header('x-content-type-options', 'nosniff')
        .send(file.content);
    },
  });
}
