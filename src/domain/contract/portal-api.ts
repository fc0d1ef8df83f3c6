/**
 * The portal's contract with its own server (`/api`), beyond the financing service's shapes.
 *
 * Every `/api` call carries this header. A cross-site form or image cannot set it, and a
 * cross-site script cannot without a CORS preflight the server never grants: a CSRF defence.
 */
export const CSRF_HEADER = { name: 'X-Requested-With', value: 'dealer-portal' } as const;
