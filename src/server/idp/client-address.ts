import type { IncomingMessage } from 'node:http';
import type { ProviderMiddleware } from './provider';

/** Fastify's `request.ip` of each request handed to oidc-provider: TRUST_PROXY applied. */
const clientAddresses = new WeakMap<IncomingMessage, string>();

/** Called as a request is handed to oidc-provider (mount.ts). */
export function rememberClientAddress(request: IncomingMessage, address: string): void {
  clientAddresses.set(request, address);
}

/**
 * Makes Koa's `ctx.ip` the address Fastify gave the request, so the provider counts a client by
 * the address the rest of the server does. Koa's own proxy handling stays off: on, it would take
 * the first `X-Forwarded-For` entry, which any client writes.
 */
export const useClientAddress: ProviderMiddleware = async (ctx, next) => {
  const address = clientAddresses.get(ctx.req);
  if (address !== undefined) ctx.request.ip = address;
  await next();
};
