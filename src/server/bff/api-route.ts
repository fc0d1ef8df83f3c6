import type { z } from 'zod';
import type { PortalApiRoute } from '../../domain/contract';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no schema of that kind
type Nothing = {};

/** The Fastify schema of a route's entry: what it validates before the handler runs. */
type SchemaOf<Route extends PortalApiRoute> = (Route extends {
  params: infer Params extends z.core.$ZodType;
}
  ? { params: Params }
  : Nothing) &
  (Route extends { query: infer Query extends z.core.$ZodType }
    ? { querystring: Query }
    : Nothing) &
  (Route extends { headers: infer Headers extends z.core.$ZodType }
    ? { headers: Headers }
    : Nothing) &
  (Route extends { body: infer Body extends z.core.$ZodType } ? { body: Body } : Nothing);

/**
 * The Fastify route of an entry of `PORTAL_API`: its method, path, least role and schemas, so a
 * handler is written against the table's types and validated by its schemas. Spread it into
 * `route({ ...apiRoute(PORTAL_API.name), handler })`. `waitsOutside`: see `limitRequestsUnderWay`.
 */
export function apiRoute<Route extends PortalApiRoute>(
  route: Route,
  { waitsOutside = false }: { waitsOutside?: boolean } = {},
) {
  const schema: Record<string, z.core.$ZodType> = {};
  if (route.params !== undefined) schema.params = route.params;
  if (route.query !== undefined) schema.querystring = route.query;
  if (route.headers !== undefined) schema.headers = route.headers;
  if (route.body !== undefined && route.body !== 'file') schema.body = route.body;
  return {
    method: route.method,
    url: route.path,
    config: { role: route.role, waitsOutside },
    schema: schema as SchemaOf<Route>,
  };
}
