/** Visible ASCII without spaces: RFC 6750's token68, and any API key an operator may configure. */
const BEARER = /^Bearer[ ]+([\x21-\x7E]+)[ ]*$/i;

/** The credential of `Authorization: Bearer <credential>`; undefined when there is none. */
export const bearerCredential = (authorization: string | undefined): string | undefined =>
  authorization === undefined ? undefined : BEARER.exec(authorization)?.[1];
