import type { FastifyInstance } from 'fastify';

export const ONE_MEGABYTE = 1024 * 1024;

/**
 * Accepts JSON bodies only, up to `bodyLimit` bytes: anything else is 415, more is 413.
 * `__proto__` and `constructor.prototype` keys are refused (400) so no body can reach a prototype.
 */
export function acceptJsonBodiesOnly(instance: FastifyInstance, bodyLimit = ONE_MEGABYTE): void {
  const parseJson = instance.getDefaultJsonParser('error', 'error');
  instance.removeAllContentTypeParsers();
  for (const mediaType of ['application/json', /^application\/[a-z0-9.+-]+\+json$/]) {
    instance.addContentTypeParser(mediaType, { parseAs: 'string', bodyLimit }, parseJson);
  }
}
