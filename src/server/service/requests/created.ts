import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * 201 with the new record, and its `location`: the URL it was posted to and the record's id (the
 * path that reads it back).
 */
export const created = (
  request: FastifyRequest,
  reply: FastifyReply,
  id: string | number,
  record: unknown,
): FastifyReply =>
  reply
    .code(201)
    .header('location', `${request.routeOptions.url ?? ''}/${String(id)}`)
    .send(record);
