import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_ROUTES } from '../../../domain/access';
import {
  DOCUMENT_FILE_TYPES,
  DocumentParamsSchema,
  MAX_DOCUMENT_FILE_BYTES,
  UNKNOWN_FILE_TYPE,
} from '../../../domain/contract';
import { acceptFileBodies, fileBodyOf, HttpProblem, useZodSchemas } from '../../http';
import { openApplication, type CallService } from '../application-access';
import type { ServiceFile, ServiceRequest, ServiceResponse } from '../partner-api-client';
import type { PortalUser } from '../portal-user';

export interface DocumentFileRoutesOptions {
  signedInUser: (request: FastifyRequest) => PortalUser;
  callService: CallService;
  receiveFile: (request: FastifyRequest, serviceRequest: ServiceRequest) => Promise<ServiceFile>;
  sendServiceResponse: (reply: FastifyReply, response: ServiceResponse) => FastifyReply;
}

const isDocumentFileType = (contentType: string | undefined): boolean =>
  (DOCUMENT_FILE_TYPES as readonly (string | undefined)[]).includes(contentType);

/** The service's name for the file, when it is a plain one; else the browser names it. */
const dispositionOf = (header: string | undefined): string =>
  header !== undefined && /^attachment; filename="[\w.-]{1,200}"$/.test(header)
    ? header
    : 'attachment';

const servicePath = (params: { id: number; documentId: number }) =>
  `/application/${params.id}/documents/${params.documentId}/file`;

/**
 * A document's file, up and down, for those who may open the application (staff their own, a
 * manager any). The bytes go to the service unjudged: it decides the type from the content,
 * never from the name the browser gave it, so they travel as application/octet-stream.
 */
export async function documentFileRoutes(
  instance: FastifyInstance,
  { signedInUser, callService, receiveFile, sendServiceResponse }: DocumentFileRoutesOptions,
) {
  acceptFileBodies(instance, { limit: MAX_DOCUMENT_FILE_BYTES });
  const api = useZodSchemas(instance);
  /** The application the file belongs to, once the user may open it (else 404). */
  const openItsApplication = (request: FastifyRequest, applicationId: number) =>
    openApplication(callService, request, signedInUser(request), applicationId);

  api.put(
    API_ROUTES.uploadDocumentFile.path,
    {
      bodyLimit: MAX_DOCUMENT_FILE_BYTES,
      config: { role: API_ROUTES.uploadDocumentFile.role },
      schema: { params: DocumentParamsSchema },
    },
    async (request, reply) => {
      const opened = await openItsApplication(request, request.params.id);
      if (opened.status !== 200) return sendServiceResponse(reply, opened);
      const response = await callService(request, {
        method: 'PUT',
        path: servicePath(request.params),
        file: { content: fileBodyOf(request.body), contentType: UNKNOWN_FILE_TYPE },
      });
      return sendServiceResponse(reply, response);
    },
  );

  api.get(
    API_ROUTES.documentFile.path,
    {
      config: { role: API_ROUTES.documentFile.role },
      schema: { params: DocumentParamsSchema },
    },
    async (request, reply) => {
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
  );
}
